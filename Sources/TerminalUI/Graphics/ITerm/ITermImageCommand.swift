import ImageCodec

/// iTerm2's inline image command (`ESC ] 1337 ; File = … : base64 BEL`), as the bytes to
/// write. Pure; any thread.
///
/// The picture goes as a PNG (transparency kept) sized in cells, so the terminal maps its
/// pixels one to one onto the cells it covers; the cursor is asked not to move
/// (`doNotMoveCursor`, which terminals without it ignore).
enum ITermImageCommand {
    /// The command that draws `image` over `cells` with its top-left corner at the cursor;
    /// nil when the PNG cannot be made (it can only fail for lack of memory).
    static func draw(_ image: Image, cells: Size) -> [UInt8]? {
        guard let png = PictureEncoding.base64PNG(of: image) else { return nil }
        var output: [UInt8] = [0x1B]
        output += "]1337;File=inline=1;size=\(png.byteCount);width=\(cells.width);height=\(cells.height);preserveAspectRatio=0;doNotMoveCursor=1:".utf8
        output += png.base64
        output.append(0x07)
        return output
    }
}
