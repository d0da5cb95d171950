import Testing
@testable import TerminalUI

/// A view that asks for a fixed size and fills itself with one character.
@MainActor
private final class Block: View {
    let character: Character
    let preferred: Size
    init(_ character: Character, width: Int = 1, height: Int = 1) {
        self.character = character
        self.preferred = Size(width: width, height: height)
        super.init()
    }
    override func sizeThatFits(_ proposal: Size) -> Size {
        Size(width: min(preferred.width, proposal.width), height: min(preferred.height, proposal.height))
    }
    override func draw(in canvas: inout Canvas) {
        canvas.fill(with: Cell(grapheme: character))
    }
}

@MainActor
@Suite("A stack view")
struct StackViewTests {
    @MainActor
    @Suite("shares its length")
    struct Distribution {
        @Test("gives fixed and fit children their lengths and the rest to fill children by weight")
        func fixedFitAndFill() {
            let stack = StackView(axis: .horizontal)
            stack.addArrangedSubview(Block("a"), size: .fixed(2))
            stack.addArrangedSubview(Block("b", width: 3), size: .fit)
            stack.addArrangedSubview(Block("c"), size: .fill(weight: 1))
            stack.addArrangedSubview(Block("d"), size: .fill(weight: 2))
            let buffer = stack.renderOffscreen(size: Size(width: 14, height: 1))
            #expect(buffer.lines == ["aabbbcccdddddd"])
        }

        @Test("rounds shares to whole cells that add up to the space, larger remainders first")
        func roundsShares() {
            #expect(StackDistribution.wholeShares(of: 10, weights: [1, 1, 1]) == [4, 3, 3])
            #expect(StackDistribution.wholeShares(of: 5, weights: [1, 2]) == [2, 3])
            #expect(StackDistribution.wholeShares(of: 7, weights: [3, 3, 1]) == [3, 3, 1])
            let stack = StackView(axis: .horizontal)
            for name in "xyz" { stack.addArrangedSubview(Block(name), size: .fill) }
            #expect(stack.renderOffscreen(size: Size(width: 11, height: 1)).lines == ["xxxxyyyyzzz"])
        }

        @Test("grows flexible children up to their maximum and gives the rest to the others")
        func flexibleMaximum() {
            let items = [
                StackDistribution.Item(rule: .flexible(min: 1, max: 3), fittingLength: 0),
                StackDistribution.Item(rule: .flexible(min: 0, max: .max), fittingLength: 0),
                StackDistribution.Item(rule: .fill(weight: 1), fittingLength: 0),
            ]
            #expect(StackDistribution.lengths(of: items, available: 20) == [3, 9, 8])
        }

        @Test("gives flexible children their minimum before sharing what is left")
        func flexibleMinimum() {
            let stack = StackView(axis: .vertical)
            stack.addArrangedSubview(Block("a"), size: .flexible(min: 2, max: 2))
            stack.addArrangedSubview(Block("b"), size: .flexible(min: 1))
            stack.addArrangedSubview(Block("c"), size: .fixed(1))
            #expect(stack.renderOffscreen(size: Size(width: 1, height: 6)).lines == ["a", "a", "b", "b", "b", "c"])
            #expect(stack.renderOffscreen(size: Size(width: 1, height: 3)).lines == ["a", "a", "b"])
        }

        @Test("lays out again with a rule changed later")
        func changesRule() {
            let stack = StackView(axis: .horizontal)
            let block = Block("a")
            stack.addArrangedSubview(block, size: .fixed(1))
            stack.addArrangedSubview(Block("b"), size: .fill)
            #expect(stack.renderOffscreen(size: Size(width: 4, height: 1)).lines == ["abbb"])
            stack.setSizeRule(.fixed(3), for: block)
            #expect(stack.sizeRule(for: block) == .fixed(3))
            #expect(stack.renderOffscreen().lines == ["aaab"])
        }

        @Test("takes space from fit children first, the last one first, when too small")
        func overflow() {
            let items = [
                StackDistribution.Item(rule: .fixed(4), fittingLength: 0),
                StackDistribution.Item(rule: .fit, fittingLength: 5),
                StackDistribution.Item(rule: .fit, fittingLength: 3),
                StackDistribution.Item(rule: .fixed(2), fittingLength: 0),
            ]
            #expect(StackDistribution.lengths(of: items, available: 10) == [4, 4, 0, 2])
            #expect(StackDistribution.lengths(of: items, available: 3) == [3, 0, 0, 0])
        }

        @Test("leaves out hidden children and their spacing")
        func hiddenChildren() {
            let stack = StackView(axis: .horizontal, spacing: 1)
            let hidden = Block("h", width: 2)
            hidden.isHidden = true
            stack.addArrangedSubview(Block("a", width: 2))
            stack.addArrangedSubview(hidden)
            stack.addArrangedSubview(Block("b", width: 2))
            #expect(stack.renderOffscreen(size: Size(width: 8, height: 1)).lines == ["aa bb"])
        }
    }

    @MainActor
    @Suite("places children")
    struct Placement {
        @Test("keeps the padding free and puts the spacing between children")
        func paddingAndSpacing() {
            let stack = StackView(axis: .vertical, spacing: 1, padding: EdgeInsets(top: 1, left: 2, bottom: 0, right: 1))
            stack.addArrangedSubview(Block("a"), size: .fixed(1))
            stack.addArrangedSubview(Block("b"), size: .fixed(2))
            let buffer = stack.renderOffscreen(size: Size(width: 6, height: 6))
            #expect(buffer.lines == ["", "  aaa", "", "  bbb", "  bbb", ""])
        }

        @Test("aligns children across the axis")
        func crossAlignment() {
            let expectations: [(StackAlignment, String)] = [(.leading, "aa"), (.center, "  aa"), (.trailing, "    aa"), (.fill, "aaaaaa")]
            for (alignment, expected) in expectations {
                let stack = StackView(axis: .vertical, alignment: alignment)
                stack.addArrangedSubview(Block("a", width: 2), size: .fixed(1))
                #expect(stack.renderOffscreen(size: Size(width: 6, height: 1)).lines == [expected])
            }
        }

        @Test("lays out nested stacks inside the frames they get")
        func nestedStacks() {
            let row = StackView(axis: .horizontal, spacing: 1)
            row.addArrangedSubview(Block("l", width: 2), size: .fit)
            row.addArrangedSubview(Block("r"), size: .fill)
            let column = StackView(axis: .vertical)
            column.addArrangedSubview(Block("t"), size: .fixed(1))
            column.addArrangedSubview(row, size: .fill)
            column.addArrangedSubview(Block("f"), size: .fixed(1))
            let buffer = column.renderOffscreen(size: Size(width: 7, height: 4))
            #expect(buffer.lines == ["ttttttt", "ll rrrr", "ll rrrr", "fffffff"])
        }

        @Test("asks for the size of its children with spacing and padding")
        func sizeThatFits() {
            let stack = StackView(axis: .horizontal, spacing: 2, padding: EdgeInsets(all: 1))
            stack.addArrangedSubview(Block("a", width: 3, height: 2))
            stack.addArrangedSubview(Block("b", width: 1, height: 1), size: .fixed(4))
            #expect(stack.sizeThatFits(Size(width: 100, height: 100)) == Size(width: 11, height: 4))
            #expect(stack.sizeThatFits(Size(width: 5, height: 100)).width == 5)
        }
    }
}
