/*
 * Runs from <head> before the app: starts downloading the code of the page being opened (its
 * chunks, listed by the build in <script id="route-chunks">, see preloadRouteChunks in
 * vite-plugins.ts) together with the app's own code, instead of after it has run. An external file
 * because the server's Content-Security-Policy forbids inline scripts. src/lib/route-preload.test.ts
 * runs it.
 */
(function () {
  try {
    var data = document.getElementById("route-chunks");
    if (!data) return;
    var routes = JSON.parse(data.textContent || "[]");
    var segments = function (path) {
      return path.split("/").filter(Boolean);
    };
    var here = segments(window.location.pathname);
    var matches = function (pattern) {
      var parts = segments(pattern);
      if (parts.length !== here.length) return false;
      for (var i = 0; i < parts.length; i++) {
        if (parts[i].charAt(0) === ":") continue;
        if (parts[i] !== decodeURIComponent(here[i])) return false;
      }
      return true;
    };
    var added = {};
    for (var r = 0; r < routes.length; r++) {
      if (!matches(routes[r][0])) continue;
      var files = routes[r][1];
      for (var f = 0; f < files.length; f++) {
        if (added[files[f]]) continue;
        added[files[f]] = true;
        var link = document.createElement("link");
        link.rel = "modulepreload";
        link.href = files[f];
        document.head.appendChild(link);
      }
    }
  } catch {
    /* A preload is only a head start: the app loads the page's code itself. */
  }
})();
