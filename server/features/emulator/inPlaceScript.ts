/** Where the emulated messaging app serves IN_PLACE_SCRIPT (under /wechat/emulator). */
export const IN_PLACE_SCRIPT_PATH = '/in-place.js';

/** The tag its screens carry (the CSP allows scripts from our own origin only, none inline). */
export const IN_PLACE_SCRIPT_TAG = `<script src="/wechat/emulator${IN_PLACE_SCRIPT_PATH}" defer></script>`;

/**
 * The real messaging app's consent and face screens leave no entry in the page's history (an
 * OAuth redirect, a JS-SDK overlay), so back from the hall after them does not show them again.
 * The emulated screens are pages: a form marked data-in-place takes the screen's place in the
 * history instead of adding one (a GET form by location.replace; a POST by fetch, then
 * location.replace to where its answer led). Without scripts the forms still work, as pushes.
 */
export const IN_PLACE_SCRIPT = `document.addEventListener('submit', function (event) {
  var form = event.target;
  if (!(form instanceof HTMLFormElement) || !form.hasAttribute('data-in-place')) return;
  event.preventDefault();
  var fields = new URLSearchParams();
  new FormData(form, event.submitter).forEach(function (value, name) { fields.append(name, String(value)); });
  if (form.method === 'get') {
    var target = new URL(form.action);
    target.search = fields.toString();
    location.replace(target.href);
    return;
  }
  fetch(form.action, { method: 'POST', body: fields, credentials: 'same-origin' }).then(function (response) {
    if (response.redirected) return location.replace(response.url);
    return response.text().then(function (text) {
      document.body.innerHTML = new DOMParser().parseFromString(text, 'text/html').body.innerHTML;
    });
  }, function () {
    form.removeAttribute('data-in-place');
    form.requestSubmit(event.submitter);
  });
});
`;
