/// The page a browser gets at `/` without the lab's token (docs/SECURITY.md): what to open
/// instead. It loads nothing and runs no script.
enum LabSignInPage {
    static let html = """
        <!doctype html>
        <html lang="en">
        <head><meta charset="utf-8"><title>Tactile Lab — token needed</title>
        <style>body{font:16px/1.5 system-ui,sans-serif;max-width:36em;margin:4em auto;padding:0 1em}code{background:#eee;padding:0 .2em}</style>
        </head>
        <body>
        <h1>This lab asks for its token</h1>
        <p>Tactile Lab runs the Swift code it is sent, so it answers only a page opened with the secret it printed when it started.</p>
        <p>Open the address from the terminal where <code>tactile-lab</code> runs — it looks like
        <code>http://127.0.0.1:8080/?token=…</code>. A lab started again has a new token (or pass <code>--token</code> to keep one).</p>
        </body>
        </html>
        """
}
