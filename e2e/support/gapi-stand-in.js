// TEST-ONLY stand-in for Google's gapi loader (https://apis.google.com/js/api.js), which cannot be
// fetched offline. Firebase Auth uses gapi.iframes to talk to the Auth emulator's helper iframe
// during signInWithPopup; this implements just that: open an iframe, register handlers, send
// messages with replies, over window.postMessage. Served only through Playwright routing.
(function () {
  var TAG = '__gapiStandIn';
  var FILTER = function () {
    return true;
  };
  var pending = {};
  var nextId = 1;

  function makeChannel(targetWindow) {
    var handlers = {};
    window.addEventListener('message', function (event) {
      if (event.source !== targetWindow() || !event.data || event.data[TAG] !== true) return;
      var message = event.data;
      if (message.kind === 'send') {
        var handler = handlers[message.type];
        var response = handler ? handler(message.data) : undefined;
        event.source.postMessage({ __gapiStandIn: true, kind: 'reply', id: message.id, responses: [response] }, '*');
      } else if (message.kind === 'reply' && pending[message.id]) {
        var callback = pending[message.id];
        delete pending[message.id];
        callback(message.responses);
      }
    });
    return {
      register: function (type, handler) {
        handlers[type] = handler;
      },
      send: function (type, data, callback) {
        var id = String(nextId++);
        if (callback) pending[id] = callback;
        targetWindow().postMessage({ __gapiStandIn: true, kind: 'send', type: type, data: data, id: id }, '*');
      },
    };
  }

  var context = {
    open: function (options, onOpen) {
      var element = document.createElement('iframe');
      var attributes = (options.attributes && options.attributes.style) || {};
      Object.keys(attributes).forEach(function (key) {
        element.style[key] = attributes[key];
      });
      var loaded = new Promise(function (resolve) {
        element.addEventListener('load', resolve, { once: true });
      });
      element.src = options.url;
      (options.where || document.body).appendChild(element);
      var channel = makeChannel(function () {
        return element.contentWindow;
      });
      var iframe = {
        register: channel.register,
        send: channel.send,
        restyle: function () {
          return Promise.resolve();
        },
        ping: function (callback) {
          return loaded.then(function () {
            if (callback) callback();
          });
        },
        getIframeEl: function () {
          return element;
        },
      };
      return onOpen(iframe);
    },
    getParentIframe: function () {
      return makeChannel(function () {
        return window.parent;
      });
    },
  };

  window.gapi = {
    load: function (_name, options) {
      var callback = typeof options === 'function' ? options : options && options.callback;
      setTimeout(callback, 0);
    },
    iframes: {
      CROSS_ORIGIN_IFRAMES_FILTER: FILTER,
      getContext: function () {
        return context;
      },
    },
  };

  var script = document.currentScript;
  var onload = script && /[?&]onload=([^&]+)/.exec(script.src);
  if (onload && typeof window[onload[1]] === 'function') window[onload[1]]();
  else if (typeof window.gapi_onload === 'function') window.gapi_onload();
})();
