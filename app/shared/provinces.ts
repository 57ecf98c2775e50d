// spec §3 'Province: code and label'; §9 'Nine South African provinces: EC, FS, GT, NL, LP, MP,
// NC, NW, WC' (NL is KwaZulu-Natal).
export const PROVINCES = [
  { value: "EC", label: "Eastern Cape" },
  { value: "FS", label: "Free State" },
  { value: "GT", label: "Gauteng" },
  { value: "NL", label: "KwaZulu-Natal" },
  { value: "LP", label: "Limpopo" },
  { value: "MP", label: "Mpumalanga" },
  { value: "NC", label: "Northern Cape" },
  { value: "NW", label: "North West" },
  { value: "WC", label: "Western Cape" },
] as const;

export type ProvinceCode = (typeof PROVINCES)[number]["value"];

export function isProvince(value: unknown): value is ProvinceCode {
  return PROVINCES.some((p) => p.value === value);
}

/** The province's name; an unknown code as it is; nothing for nothing. */
export function provinceLabel(code: string | null | undefined): string | null {
  if (!code) return null;
  return PROVINCES.find((p) => p.value === code)?.label ?? code;
}
