// Runs before first paint.
// 1. Applies the stored theme ('light' | 'dark', key 'theme', or 'queuebee.theme' where the app has not
//    moved it back to that name yet; default light). Storage may be disabled or
//    throw; the page then simply starts light.
// 2. Every page is served with a screen prerendered into it (data-prerendered-for names its path). An
//    address that has no page of its own (a 404, a query string the screen reads, an offline fallback)
//    gets another screen's copy: it is marked stale here and styles.css keeps it hidden until the app has
//    rendered the right screen.
(function () {
  var root = document.documentElement;
  var theme = 'light';
  try {
    var stored = window.localStorage.getItem('theme');
    if (stored === null) stored = window.localStorage.getItem('queuebee.theme');
    if (stored === 'dark') theme = 'dark';
  } catch (error) {
    console.warn('Theme preference could not be read', error);
  }
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme;

  var prerenderedFor = root.getAttribute('data-prerendered-for');
  if (
    prerenderedFor !== null &&
    (prerenderedFor !== window.location.pathname || window.location.search !== '')
  ) {
    root.setAttribute('data-prerender-stale', '');
  }
})();
