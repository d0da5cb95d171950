/// Japanese for the demo gallery's tag vocabulary (family, variant, palette and colour words), so
/// that `lang=ja` answers Japanese tags and finds images by Japanese words (`q=山`). Library tags
/// that are not in the table stay as written.
enum JapaneseTags {
    /// English tag → Japanese tag.
    static let table: [String: String] = [
        // Landscapes
        "mountain": "山", "landscape": "風景", "nature": "自然", "sky": "空", "scenery": "景色", "outdoors": "屋外",
        "panorama": "パノラマ", "sunset": "夕焼け", "lake": "湖", "snow": "雪", "night": "夜", "hills": "丘",
        "sun": "太陽", "dusk": "夕暮れ", "evening": "夕方", "water": "水", "reflection": "反射", "winter": "冬",
        "peak": "山頂", "cold": "寒さ", "moon": "月", "stars": "星", "dark": "暗闇", "valley": "谷", "meadow": "草原",
        // Fractals
        "fractal": "フラクタル", "abstract": "抽象", "mathematics": "数学", "geometry": "幾何学", "infinity": "無限",
        "art": "アート", "mandelbrot": "マンデルブロ集合", "julia": "ジュリア集合", "spiral": "螺旋", "swirl": "渦巻き",
        // Patterns
        "pattern": "パターン", "background": "背景", "texture": "テクスチャ", "geometric": "幾何学模様",
        "design": "デザイン", "wallpaper": "壁紙", "stripes": "ストライプ", "checkered": "チェック柄", "waves": "波",
        "dots": "水玉",
        // Bubbles
        "bubbles": "泡", "light": "光", "circle": "円", "glow": "輝き", "bokeh": "ボケ", "circles": "丸",
        // Palettes
        "ocean": "海", "forest": "森", "lavender": "ラベンダー", "ember": "残り火", "golden": "金色",
        "monochrome": "モノクロ", "glacier": "氷河",
        // Colours
        "grayscale": "グレースケール", "transparent": "透明", "red": "赤", "orange": "オレンジ", "yellow": "黄色",
        "green": "緑", "turquoise": "ターコイズ", "blue": "青", "lilac": "ライラック", "pink": "ピンク", "white": "白",
        "gray": "灰色", "black": "黒", "brown": "茶色",
    ]
}
