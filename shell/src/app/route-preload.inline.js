// Starts what the current route needs while the shell's own code is still loading: the route's
// first data read (so the listings are on their way before any JavaScript runs) and, in the
// composed build, the remote page (without it the remote is discovered only after the shell has
// run: two round trips for remotes.json and the remote's manifest, then its entry and chunks).
// Where the remotes live comes from the `remote-map` JSON block, which holds what /remotes.json
// holds (scripts/lib/remote-map.mjs writes both at build and deploy), so the manifest request
// starts at once; without the block (dev server) the script fetches /remotes.json.
// vite.config.ts writes it into index.html as an inline classic script, so it runs while the HTML
// is parsed; the CSP allows it by its hash (scripts/lib/security-headers.mjs). The route table,
// the read requests (defined by shared-firebase) and the shared packages come from the JSON block
// written just before it. What was started is left in window.__MARKETPLACE_PRELOAD__: the shell
// picks up remotes.json and the manifests (features/remotes/preloaded-remotes.ts), shared-firebase
// the reads (app/early-reads.ts).
// Preloaded of a remote: its entry, the chunks its pages entry imports, its stylesheet, and the
// chunks every page of it needs at start (see below); never the fallback copies of the libraries
// the shell already provides, nor the lazy chunks of single pages.
(function preloadRoute() {
  var data = document.getElementById('route-preload');
  if (!data || !window.fetch) return;
  var table;
  try {
    table = JSON.parse(data.textContent || '{}');
  } catch {
    return;
  }
  var routes = table.routes || [];
  var sharedByShell = table.sharedByShell || [];

  // The route's parameters when `pathname` matches `pattern` (static parts ignore case, as in
  // the router), or null.
  function match(pattern, pathname) {
    var want = pattern.split('/').filter(Boolean);
    var have = pathname.split('/').filter(Boolean);
    if (want.length !== have.length) return null;
    var params = {};
    for (var i = 0; i < want.length; i += 1) {
      if (want[i].charAt(0) === ':') {
        try {
          params[want[i].slice(1)] = decodeURIComponent(have[i]);
        } catch {
          return null;
        }
      } else if (want[i].toLowerCase() !== have[i].toLowerCase()) {
        return null;
      }
    }
    return params;
  }

  function addLink(rel, href, as) {
    if (document.querySelector('link[href="' + CSS.escape(href) + '"]')) return;
    var link = document.createElement('link');
    link.rel = rel;
    link.href = href;
    if (as) link.as = as;
    document.head.appendChild(link);
  }

  var preload = { remotes: undefined, manifests: {}, reads: {} };
  window.__MARKETPLACE_PRELOAD__ = preload;

  var route;
  var params;
  for (var r = 0; r < routes.length && !route; r += 1) {
    params = match(routes[r].path, location.pathname);
    if (params) route = routes[r];
  }

  // The route's first read, kept under the key shared-firebase looks for (name or name/argument).
  // The argument replaces {arg}: URL-encoded in the URL, JSON-escaped in the body. A string body
  // goes as text/plain: no CORS preflight. A failure is left for the data function, which then
  // reads through the SDK.
  var read = route && route.read;
  var request = read && (table.reads || {})[read.name];
  var arg = read && read.param ? params[read.param] : undefined;
  var wanted = !read || !read.values || read.values.indexOf(arg) !== -1;
  if (request && (!read.param || arg) && wanted) {
    // (Replacer functions: a `$` in the argument is not a replacement pattern.)
    var body =
      request.body &&
      request.body.replace('{arg}', function () {
        return JSON.stringify(arg || '').slice(1, -1);
      });
    var url = request.url.replace('{arg}', function () {
      return encodeURIComponent(arg || '');
    });
    var response = fetch(url, {
      method: request.method,
      body: body,
    });
    response.catch(function () {});
    // The photo the page shows first, so it is in the cache when the page renders.
    if (request.photos) {
      response
        .then(function (answer) {
          return answer.ok ? answer.clone().json() : undefined;
        })
        .then(function (json) {
          var values = request.photos.reduce(function (node, key) {
            return node && node[key];
          }, json);
          var first = (Array.isArray(values) ? values : [])
            .map(function (value) {
              return value && value.stringValue;
            })
            .find(function (url) {
              return typeof url === 'string' && /^https?:\/\//i.test(url);
            });
          if (first) addLink('preload', first, 'image');
        })
        .catch(function () {});
    }
    preload.reads[read.param ? read.name + '/' + arg : read.name] = {
      response: response,
      startedAt: performance.now(),
    };
  }

  if (!table.remotes) return; // the monolith build has no remotes
  var remoteMap;
  try {
    remoteMap = JSON.parse((document.getElementById('remote-map') || {}).textContent || 'null');
  } catch {
    remoteMap = null;
  }
  preload.remotes =
    remoteMap && typeof remoteMap === 'object'
      ? Promise.resolve(remoteMap)
      : fetch('/remotes.json').then(function (response) {
          if (!response.ok) throw new Error('GET /remotes.json: ' + response.status);
          return response.json();
        });
  // Nothing to wait for if a later step fails: the shell reads remotes.json itself and reports it.
  preload.remotes.catch(function () {});

  if (!route || !route.remote) return;

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
