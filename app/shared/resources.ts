// The vocabulary of learning resources (issue 18; decision 0098): what a resource is, what it is
// about, and whether farmers see it. Shared by the schema (its enums), the services and the pages.

/** An article written in Veld, an uploaded file, a link to another site, or a video. */
export const RESOURCE_KINDS = ["article", "file", "link", "video"] as const;
export type ResourceKind = (typeof RESOURCE_KINDS)[number];

/** The fixed list of topics (decision 0098). Order here is the order on the pages. */
export const RESOURCE_TOPICS = [
  "programme",
  "soil_health",
  "grazing",
  "cover_crops",
  "carbon_credits",
  "record_keeping",
] as const;
export type ResourceTopic = (typeof RESOURCE_TOPICS)[number];

/** A draft is for admins only; farmers see published resources. */
export const RESOURCE_STATUSES = ["draft", "published"] as const;
export type ResourceStatus = (typeof RESOURCE_STATUSES)[number];
