// One learning resource for the farmer (issue 18; decision 0098): an article's text (rendered as
// text: article-body.tsx), a file's download link (/profile/learn/:id/file), or a link or video
// opened in a new tab with rel="noopener noreferrer" and its site named beside it. A video is
// a link to its page, never an embedded player (decision 0098).
import { useT } from "~/components/i18n";
import { ArticleBody } from "~/components/resources/article-body";
import type { ResourceJson } from "~/services/resources/api";

/** Its words come from the catalogue's `learn.*`: the route sends them (issue 33). */
export function ResourceView({ resource }: { resource: ResourceJson }) {
  const t = useT();
  return (
    <article className="rs-resource">
      <p className="rs-card__meta">
        {resource.kindLabel} · {resource.topicLabel} ·{" "}
        {t("learn.for", { steps: resource.stepsLabel })}
      </p>
      <h1>{resource.title}</h1>
      <p className="rs-summary">{resource.summary}</p>
      {resource.body !== null ? <ArticleBody body={resource.body} /> : null}
      {resource.file ? (
        <p>
          <a href={resource.file.downloadUrl} className="button" download>
            {t("learn.download", { name: resource.file.name, size: resource.file.sizeLabel })}
          </a>
        </p>
      ) : null}
      {resource.url ? (
        <p>
          <a href={resource.url} target="_blank" rel="noopener noreferrer" className="button">
            {t(resource.kind === "video" ? "learn.watchOn" : "learn.openOn", {
              host: resource.urlHost ?? "",
            })}
            <span className="visually-hidden">{t("learn.newTab")}</span>
          </a>
        </p>
      ) : null}
    </article>
  );
}
