// Runs before first paint: applies the stored theme ('light' | 'dark', key 'theme', default light).
// Storage may be disabled or throw; the page then simply starts light.
(function () {
  var theme = 'light';
  try {
    if (window.localStorage.getItem('theme') === 'dark') theme = 'dark';
  } catch (error) {
    console.warn('Theme preference could not be read', error);
  }
  document.documentElement.classList.toggle('dark', theme === 'dark');
  document.documentElement.style.colorScheme = theme;
})();
