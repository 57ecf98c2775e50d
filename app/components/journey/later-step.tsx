// A journey step whose page is not built yet (map_fields, implementation, practice_data,
// evidence, complete): what happens in the step, and honestly that it opens later. No forms.
import { Link } from "@remix-run/react";

export function LaterStep({
  title,
  intro,
  points,
  back,
}: {
  title: string;
  intro: string;
  points: readonly string[];
  back: string;
}) {
  return (
    <section className="notice" aria-labelledby="page-title">
      <p className="badge">Opens later</p>
      <h1 id="page-title">{title}</h1>
      <p className="notice__lead">{intro}</p>
      <ul>
        {points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
      <p>
        This part of Veld is not built yet. When it is ready it will open here, and we will let you
        know by e-mail.
      </p>
      <p>
        <Link to={back}>Back to your journey</Link>
      </p>
    </section>
  );
}
