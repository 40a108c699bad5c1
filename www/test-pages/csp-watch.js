// Collects Content-Security-Policy violations from the very start of a test page
// (a classic script in <head>, so it runs before any module or stylesheet loads).
window.__violations = [];
document.addEventListener("securitypolicyviolation", (e) => {
  window.__violations.push(`${e.violatedDirective} ${e.blockedURI}`);
});
