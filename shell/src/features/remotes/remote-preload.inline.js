// Starts downloading the remote page the current route needs while the shell's own code is still
// loading: without it the remote is discovered only after the shell has run (two round trips for
// remotes.json and the remote's manifest, then its entry and chunks), a deep request chain.
// vite.config.ts writes it into index.html as an inline classic script, so it runs while the HTML
// is parsed; the CSP allows it by its hash (scripts/lib/security-headers.mjs). The route table
// comes from the JSON block written just before it; the shell picks up what was
// fetched here through window.__MARKETPLACE_PRELOAD__ (features/remotes/preloaded-remotes.ts).
// Preloaded: the remote's entry, the chunks its pages entry imports, its stylesheet, and the
// chunks every page of it needs at start (see below); never the fallback copies of the libraries
// the shell already provides, nor the lazy chunks of single pages.
(function preloadRouteRemote() {
  var data = document.getElementById('remote-routes');
  if (!data || !window.fetch) return;
  var table;
  try {
    table = JSON.parse(data.textContent || '{}');
  } catch {
    return;
  }
  var routes = table.routes || [];
  var sharedByShell = table.sharedByShell || [];

  function matches(pattern, pathname) {
    var want = pattern.split('/').filter(Boolean);
    var have = pathname.split('/').filter(Boolean);
    if (want.length !== have.length) return false;
    return want.every(function (segment, i) {
      return segment.charAt(0) === ':' ? have[i] !== '' : segment.toLowerCase() === have[i].toLowerCase();
    });
  }

  function addLink(rel, href) {
    if (document.querySelector('link[href="' + href + '"]')) return;
    var link = document.createElement('link');
    link.rel = rel;
    link.href = href;
    document.head.appendChild(link);
  }

  var preload = { remotes: undefined, manifests: {} };
  window.__MARKETPLACE_PRELOAD__ = preload;
  preload.remotes = fetch('/remotes.json').then(function (response) {
    if (!response.ok) throw new Error('GET /remotes.json: ' + response.status);
    return response.json();
  });
  // Nothing to wait for if a later step fails: the shell reads remotes.json again and reports it.
  preload.remotes.catch(function () {});

  var route = routes.find(function (r) {
    return matches(r.path, location.pathname);
  });
  if (!route) return;

  preload.remotes
    .then(function (remotes) {
      var manifestUrl = new URL(remotes[route.remote], location.origin).href;
      var manifest = fetch(manifestUrl);
      preload.manifests[manifestUrl] = manifest;
      return manifest.then(function (response) {
        if (!response.ok) return;
        return response
          .clone()
          .json()
          .then(function (json) {
            var base = new URL('.', manifestUrl);
            var at = function (file) {
              return new URL(file, base).href;
            };
            var entry = json.metaData.remoteEntry;
            addLink('modulepreload', at((entry.path ? entry.path + '/' : '') + entry.name));
            var pages = json.exposes.find(function (e) {
              return e.path === './pages';
            });
            if (!pages) return;
            pages.assets.js.sync.forEach(function (file) {
              addLink('modulepreload', at(file));
            });
            // Added as stylesheets, not preloads: the remote entry finds them and does not wait.
            pages.assets.css.sync.forEach(function (file) {
              addLink('stylesheet', at(file));
            });
            // The federation glue every page of the remote loads, and the libraries the remote
            // brings itself because the shell does not share them. The manifest's lists are
            // coarse (each shared entry names every fallback chunk), so the chunks are picked by
            // the plugin's file naming; when that changes, they just load a little later.
            var wanted = json.shared
              .filter(function (shared) {
                return !sharedByShell.some(function (name) {
                  return shared.name === name || shared.name.indexOf(name + '/') === 0;
                });
              })
              .map(function (shared) {
                var encoded = shared.name.replace(/@/g, '_mf_0_').replace(/\//g, '_mf_1_').replace(/-/g, '_mf_2_');
                return '__prebuild__' + encoded + '__prebuild__';
              })
              .concat(['__loadShare__shared']);
            var candidates = pages.assets.js.async.slice();
            json.shared.forEach(function (shared) {
              candidates = candidates.concat(shared.assets.js.async);
            });
            candidates
              .filter(function (file, i) {
                return candidates.indexOf(file) === i;
              })
              .forEach(function (file) {
                var hit = wanted.some(function (part) {
                  return file.indexOf(part) !== -1;
                });
                if (hit) addLink('modulepreload', at(file));
              });
          });
      });
    })
    .catch(function () {});
})();
