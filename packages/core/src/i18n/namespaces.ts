/** The namespaces of spec §9 (plus the product's own, `courtside`). */
export const namespaces = ['common', 'courses', 'home', 'checkout', 'activities', 'courtside'] as const;
export type Namespace = (typeof namespaces)[number];
