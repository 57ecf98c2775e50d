// An article's text (issue 18; decision 0098): the blocks of rules.ts articleBlocks rendered as
// React text, so anything an admin typed, '<script>' included, shows as the characters typed and
// is never read as HTML. No dangerouslySetInnerHTML, no markdown library.
import { articleBlocks } from "~/services/resources/rules";

export function ArticleBody({ body }: { body: string }) {
  const blocks = articleBlocks(body);
  return (
    <div className="rs-article">
      {blocks.map((block, i) => {
        switch (block.type) {
          case "heading":
            return <h2 key={i}>{block.text}</h2>;
          case "list":
            return (
              <ul key={i}>
                {block.items.map((item, j) => (
                  <li key={j}>{item}</li>
                ))}
              </ul>
            );
          case "paragraph":
            return <p key={i}>{block.text}</p>;
        }
      })}
    </div>
  );
}
