// The person's own referral code and the link that opens sign-up with it filled in (decision
// 0150): shown on 'Your details', readable and copyable without JavaScript.
export function ReferralShare({ code, link }: { code: string; link: string }) {
  return (
    <section className="referral-share" aria-labelledby="referral-title">
      <h2 id="referral-title">Your referral code</h2>
      <p>
        Know someone who should join the programme? Give them your code,{" "}
        <strong className="referral-share__code">{code}</strong>, to enter when they sign up, or
        send them this link, which fills it in for them:
      </p>
      <p>
        <label htmlFor="referral-link">Your sign-up link</label>{" "}
        {/* The kit's input: the box fits a 360 px screen and the link scrolls inside it. */}
        <input id="referral-link" className="kf-input" type="text" readOnly value={link} />
      </p>
    </section>
  );
}
