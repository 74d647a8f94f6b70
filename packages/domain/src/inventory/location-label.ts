/**
 * A location as a picker shows it (decision 0013): its name, followed by its branch's name when the list
 * spans several branches ("Bodega · Sto. Tomas"); a store with one branch sees the names as before.
 */
export function locationLabeller(
  locations: readonly { name: string; branchName?: string | null | undefined }[],
): (location: { name: string; branchName?: string | null | undefined }) => string {
  const branches = new Set(locations.map((l) => l.branchName ?? ''));
  if (branches.size < 2) return (l) => l.name;
  return (l) => (l.branchName ? `${l.name} · ${l.branchName}` : l.name);
}
