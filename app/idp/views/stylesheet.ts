// The provider pages' stylesheet, served at /oidc/static/idp.css. It is a string module rather than
// a .css file so it reaches the server bundle and the tests unchanged (vitest empties imported CSS,
// even with ?raw). Plain CSS; the CSP allows only same-origin stylesheets, never inline styles.
// Colours match app/styles/app.css (brand green #2e6b43).
export const STYLESHEET = `:root {
  --green-900: #1f3d2b;
  --green-700: #2e6b43;
  --green-100: #e6f2e9;
  --grey-700: #3d3d3d;
  --grey-200: #e5e5e5;
  --danger: #b42318;
  font-family:
    system-ui,
    -apple-system,
    "Segoe UI",
    Roboto,
    sans-serif;
  color: #1b1b1b;
  line-height: 1.5;
  background: var(--green-100);
}
* {
  box-sizing: border-box;
}
body {
  margin: 0;
  min-height: 100vh;
  padding: 1rem;
}
.card {
  max-width: 26rem;
  margin: 2rem auto;
  padding: 1.5rem;
  background: #fff;
  border-radius: 0.5rem;
  box-shadow: 0 1px 3px rgb(0 0 0 / 0.15);
}
.brand {
  margin: 0 0 1rem;
  font-size: 1.5rem;
  font-weight: 700;
  letter-spacing: 0.02em;
  color: var(--green-700);
}
h1 {
  margin: 0 0 1rem;
  font-size: 1.375rem;
  color: var(--green-900);
}
p {
  margin: 0 0 1rem;
}
.field {
  margin-bottom: 1rem;
}
label {
  display: block;
  margin-bottom: 0.25rem;
  font-weight: 600;
}
.hint {
  display: block;
  margin-top: 0.25rem;
  font-size: 0.875rem;
  color: var(--grey-700);
}
input[type="email"],
input[type="password"],
input[type="text"] {
  width: 100%;
  min-height: 2.75rem;
  padding: 0.5rem 0.75rem;
  font: inherit;
  border: 1px solid #8c8c8c;
  border-radius: 0.375rem;
  background: #fff;
}
input:focus-visible,
button:focus-visible,
a:focus-visible {
  outline: 3px solid var(--green-700);
  outline-offset: 2px;
}
input[aria-invalid="true"] {
  border-color: var(--danger);
}
.field-error,
.error {
  color: var(--danger);
  font-weight: 600;
}
.field-error {
  display: block;
  margin-top: 0.25rem;
  font-size: 0.875rem;
}
.error {
  padding: 0.75rem;
  border-left: 4px solid var(--danger);
  background: #fef3f2;
}
.notice {
  padding: 0.75rem;
  border-left: 4px solid var(--green-700);
  background: var(--green-100);
}
button {
  width: 100%;
  min-height: 2.75rem;
  padding: 0.5rem 1rem;
  font: inherit;
  font-weight: 600;
  color: #fff;
  background: var(--green-700);
  border: 0;
  border-radius: 0.375rem;
  cursor: pointer;
}
button:hover {
  background: var(--green-900);
}
a {
  color: var(--green-700);
}
.links {
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 0.5rem 1rem;
  margin: 1.25rem 0 0;
  padding: 0;
  list-style: none;
}
.links a {
  display: inline-block;
  padding: 0.25rem 0;
}
`;
