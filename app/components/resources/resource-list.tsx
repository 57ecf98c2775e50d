// The farmer's list of learning resources (issue 18; decision 0098): each a card with its kind,
// title (a link to its page), summary and topic. Plain links: no JavaScript needed.
import { Link } from "@remix-run/react";
import { useT } from "~/components/i18n";
import type { ResourceJson } from "~/services/resources/api";

export function ResourceList({ resources }: { resources: readonly ResourceJson[] }) {
  return (
    <ul className="rs-list">
      {resources.map((r) => (
        <li key={r.id} className="rs-card">
          <p className="rs-card__meta">
            {r.kindLabel} · {r.topicLabel}
          </p>
          <h3 className="rs-card__title">
            <Link to={r.pageUrl}>{r.title}</Link>
          </h3>
          <p>{r.summary}</p>
        </li>
      ))}
    </ul>
  );
}

/** The ?topic= filter: a GET form, so it works without JavaScript and the URL can be shared. */
export function TopicFilter({
  topic,
  options,
}: {
  topic: string | null;
  options: readonly { value: string; label: string }[];
}) {
  const t = useT();
  return (
    <form method="get" className="rs-filter">
      <label className="kf-field">
        <span className="kf-field__label">{t("learn.topicLabel")}</span>
        <select name="topic" defaultValue={topic ?? ""}>
          <option value="">{t("learn.allTopics")}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="button">
        {t("learn.showResources")}
      </button>
    </form>
  );
}
