// One learning resource for the farmer (issue 18; decision 0098): an article's text (rendered as
// text: article-body.tsx), a file's download link (/profile/learn/:id/file), or a link or video
// opened in a new tab with rel="noopener noreferrer" and its site named beside it. A video is
// a link to its page, never an embedded player (decision 0098).
import { ArticleBody } from "~/components/resources/article-body";
import type { ResourceJson } from "~/services/resources/api";

export function ResourceView({ resource }: { resource: ResourceJson }) {
  return (
    <article className="rs-resource">
      <p className="rs-card__meta">
        {resource.kindLabel} · {resource.topicLabel} · For: {resource.stepsLabel}
      </p>
      <h1>{resource.title}</h1>
      <p className="rs-summary">{resource.summary}</p>
      {resource.body !== null ? <ArticleBody body={resource.body} /> : null}
      {resource.file ? (
        <p>
          <a href={resource.file.downloadUrl} className="button" download>
            Download {resource.file.name} ({resource.file.sizeLabel})
          </a>
        </p>
      ) : null}
      {resource.url ? (
        <p>
          <a href={resource.url} target="_blank" rel="noopener noreferrer" className="button">
            {resource.kind === "video" ? "Watch the video" : "Open the page"} on {resource.urlHost}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </p>
      ) : null}
    </article>
  );
}
