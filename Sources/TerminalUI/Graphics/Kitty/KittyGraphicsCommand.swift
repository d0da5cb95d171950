/// The kitty graphics protocol's commands, as the bytes to write: `ESC _ G` control data, an
/// optional `;` payload, `ESC \`. Every command the renderer sends asks for no answer (`q=2`),
/// so nothing comes back on the terminal's input. Pure; any thread.
///
/// Inside tmux each command is wrapped for tmux's passthrough (`ESC P tmux ; … ESC \`, every
/// ESC inside doubled), which tmux forwards to the terminal outside when `allow-passthrough`
/// is on.
enum KittyGraphicsCommand {
    /// The most base64 bytes one command carries; a larger picture goes in several.
    static let chunkSize = 4096

    /// The query whose `OK` answer shows the terminal speaks the protocol: a 1×1 RGB picture
    /// sent directly (`a=q`), which the terminal checks but does not keep.
    static func query(imageID: Int) -> [UInt8] {
        command("a=q,i=\(imageID),s=1,v=1,t=d,f=24", payload: Array("AAAA".utf8))
    }

    /// Sends `picture`'s pixels to be kept under its id: a PNG (RGBA, transparency kept) or,
    /// should PNG encoding fail, the raw RGBA pixels; base64 in chunks of at most `chunkSize`
    /// bytes. PNG's row filters make a photo about a tenth of its raw size, for about the CPU
    /// time plain zlib takes on the raw pixels.
    static func transmit(_ picture: TerminalPicture, throughTmux: Bool) -> [UInt8] {
        let image = picture.pixels
        let png = PictureEncoding.base64PNG(of: image)
        let payload = png?.base64 ?? Base64.encode(image.pixels)
        let format = png == nil ? "f=32,s=\(image.width),v=\(image.height)" : "f=100"
        let keys = "a=t,\(format),i=\(picture.id),q=2"
        var output: [UInt8] = []
        output.reserveCapacity(payload.count + payload.count / chunkSize * 24 + 64)
        var start = 0
        repeat {
            let end = min(start + chunkSize, payload.count)
            let more = end < payload.count ? 1 : 0
            let control = start == 0 ? "\(keys),m=\(more)" : "m=\(more)"
            output += wrapped(command(control, payload: payload[start..<end]), throughTmux: throughTmux)
            start = end
        } while start < payload.count
        return output
    }

    /// Shows the pixels `source` (in the picture's pixels) of image `imageID` with their
    /// top-left corner at the cursor, as placement `placementID`; the cursor does not move
    /// (`C=1`). Placing an existing placement again moves it.
    static func place(imageID: UInt32, placementID: UInt32, source: PixelRect) -> [UInt8] {
        command("a=p,i=\(imageID),p=\(placementID),x=\(source.x),y=\(source.y),w=\(source.width),h=\(source.height),C=1,q=2")
    }

    /// A virtual placement of image `imageID` over `cells`, shown wherever Unicode placeholder
    /// cells name it (`U=1`).
    static func placeVirtually(imageID: UInt32, cells: Size, throughTmux: Bool) -> [UInt8] {
        wrapped(command("a=p,U=1,i=\(imageID),c=\(cells.width),r=\(cells.height),q=2"), throughTmux: throughTmux)
    }

    /// Deletes placement `placementID` of image `imageID`, keeping the image.
    static func deletePlacement(imageID: UInt32, placementID: UInt32) -> [UInt8] {
        command("a=d,d=i,i=\(imageID),p=\(placementID),q=2")
    }

    /// Deletes every placement on the screen, keeping the images.
    static func deleteAllPlacements() -> [UInt8] {
        command("a=d,d=a,q=2")
    }

    /// Deletes image `imageID` with its placements and frees its pixels.
    static func free(imageID: UInt32, throughTmux: Bool) -> [UInt8] {
        wrapped(command("a=d,d=I,i=\(imageID),q=2"), throughTmux: throughTmux)
    }

    /// Deletes every placement on the screen, freeing the images they showed, then frees every
    /// other image this program may have sent (ids 1 to 2³²−1; terminals before kitty 0.28
    /// ignore the range form).
    static func deleteEverything(throughTmux: Bool) -> [UInt8] {
        wrapped(command("a=d,d=A,q=2") + command("a=d,d=R,x=1,y=\(UInt32.max),q=2"), throughTmux: throughTmux)
    }

    /// `bytes` wrapped for tmux's passthrough when `throughTmux`, unchanged otherwise.
    static func wrapped(_ bytes: [UInt8], throughTmux: Bool) -> [UInt8] {
        throughTmux ? wrappedForTmux(bytes) : bytes
    }

    /// `bytes` wrapped for tmux's passthrough: `ESC P tmux ;`, the bytes with every ESC
    /// doubled, `ESC \`.
    static func wrappedForTmux(_ bytes: [UInt8]) -> [UInt8] {
        var output: [UInt8] = [0x1B]
        output += "Ptmux;".utf8
        for byte in bytes {
            if byte == 0x1B { output.append(0x1B) }
            output.append(byte)
        }
        output += [0x1B, UInt8(ascii: "\\")]
        return output
    }

    private static func command(_ control: String, payload: some Collection<UInt8> = [UInt8]()) -> [UInt8] {
        var output: [UInt8] = [0x1B, UInt8(ascii: "_"), UInt8(ascii: "G")]
        output += control.utf8
        if !payload.isEmpty {
            output.append(UInt8(ascii: ";"))
            output += payload
        }
        output += [0x1B, UInt8(ascii: "\\")]
        return output
    }
}
