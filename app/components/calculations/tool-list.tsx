// The tools index of /profile/tools and /admin/tools (decision 0094): a card per tool with a
// sentence on what it does and one link. The lists are app/services/calculations/tools.ts, which
// a test walks so that no card links to a page that does not exist. A CSV template is a plain
// download link (a file, not a page to navigate to).
import { Link } from "@remix-run/react";
import { useId } from "react";
import { toolHref, type ToolGroup } from "~/services/calculations/tools";

export function ToolList({
  groups,
  basePath,
  search,
}: {
  groups: readonly ToolGroup[];
  /** '/profile', or '/admin/userView' when staff look at someone's pages. */
  basePath?: string;
  search?: string;
}) {
  const id = useId();
  return (
    <>
      {groups.map((group, g) => (
        <section key={group.title} className="tool-group" aria-labelledby={`${id}-${g}`}>
          <h2 id={`${id}-${g}`}>{group.title}</h2>
          <ul className="tool-list">
            {group.tools.map((tool) => {
              const href = toolHref(tool, basePath, search);
              return (
                <li key={tool.id} className="tool-card" data-testid={`tool-${tool.id}`}>
                  <h3 className="tool-card__title">{tool.title}</h3>
                  <p className="tool-card__text">{tool.text}</p>
                  {tool.isDownload ? (
                    <a className="tool-card__link" href={href} download>
                      {tool.linkText}
                    </a>
                  ) : (
                    <Link className="tool-card__link" to={href}>
                      {tool.linkText}
                    </Link>
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </>
  );
}
