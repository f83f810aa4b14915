/** A package's id in builder links and state: its title as a slug, "Aerial Photo + Video" -> "aerial-photo-video". */
export const packageId = (title: string) =>
  title
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
