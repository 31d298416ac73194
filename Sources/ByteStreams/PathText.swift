/// Path text as `NSString`'s path methods give it (FoundationEssentials has none), without touching the
/// file system: `/`-separated components, trailing slashes ignored.
public enum PathText {
  /// The last component (`"/a/b.txt/"` → `"b.txt"`; `"/"` stays `"/"`).
  public static func lastComponent(_ path: String) -> String {
    path.split(separator: "/").last.map(String.init) ?? (path.hasPrefix("/") ? "/" : "")
  }

  /// The last component's extension, without its dot (`"b.tar.gz"` → `"gz"`; none for `".profile"`).
  public static func pathExtension(_ path: String) -> String {
    let name = lastComponent(path)
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
    return String(name[name.index(after: dot)...])
  }

  /// The path without its last component's extension and dot (`"/a/b.txt"` → `"/a/b"`).
  public static func deletingPathExtension(_ path: String) -> String {
    var trimmed = Substring(path)
    while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
    let ext = pathExtension(String(trimmed))
    guard !ext.isEmpty else { return String(trimmed) }
    return String(trimmed.dropLast(ext.count + 1))
  }

  /// `name` appended to `path` with one `/` between.
  public static func appending(_ name: String, to path: String) -> String {
    if path.isEmpty { return name }
    return path.hasSuffix("/") ? path + name : path + "/" + name
  }
}
