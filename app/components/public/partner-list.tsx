// The partner organisations (issue 7: 'logos, a line each and a link'). Logos are small images
// shown at a fixed 120×60 box, loaded lazily; the name beside each is the accessible text, so
// the image itself is decorative.
export interface PartnerEntry {
  slug: string;
  name: string;
  description: string;
  url: string;
  logoPath: string | null;
}

export const LOGO_WIDTH = 120;
export const LOGO_HEIGHT = 60;

export function PartnerLogo({ partner }: { partner: PartnerEntry }) {
  if (!partner.logoPath) return <span className="partner__logo partner__logo--none" />;
  return (
    <img
      className="partner__logo"
      src={partner.logoPath}
      width={LOGO_WIDTH}
      height={LOGO_HEIGHT}
      loading="lazy"
      decoding="async"
      alt=""
    />
  );
}

export function PartnerList({
  partners,
  headingLevel = 2,
}: {
  partners: PartnerEntry[];
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <ul className="partners">
      {partners.map((partner) => (
        <li key={partner.slug} className="partner">
          <PartnerLogo partner={partner} />
          <div>
            <Heading className="partner__name">
              <a href={partner.url}>{partner.name}</a>
            </Heading>
            <p className="partner__description">{partner.description}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
