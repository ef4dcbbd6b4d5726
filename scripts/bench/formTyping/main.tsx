/**
 * The typing bench page: ?variant=engine draws the 60-field form with our renderer (mobile theme,
 * precompiled validator, validation on leave); ?variant=stock with RJSF out of the box (default
 * theme, liveValidate, runtime ajv8 validator). Each variant is its own chunk.
 */
const variant = new URLSearchParams(location.search).get('variant') ?? 'engine';
const root = document.getElementById('root')!;
const mount = variant === 'stock' ? import('./stockVariant').then((m) => m.mountStock(root)) : import('./engineVariant').then((m) => m.mountEngine(root));
mount.then(() => {
  document.body.dataset.ready = variant;
});
