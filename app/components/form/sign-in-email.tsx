// The signed-in e-mail address, shown in a form and never edited there (spec §3 'email: …
// read-only'): the sign-up and 'Your details' forms. `name` posts it along where a form's schema
// reads it (the sign-up's); without, it is only shown.
export function SignInEmail({ id, email, name }: { id: string; email: string; name?: string }) {
  return (
    <div className="kf-field kf-field--email">
      <label htmlFor={id} className="kf-field__label">
        Email
      </label>
      <div id={`${id}-hint`} className="kf-field__hint">
        The address you sign in with. It can&rsquo;t be changed here.
      </div>
      <input
        id={id}
        name={name}
        type="email"
        value={email}
        readOnly
        aria-describedby={`${id}-hint`}
        className="kf-input"
      />
    </div>
  );
}
