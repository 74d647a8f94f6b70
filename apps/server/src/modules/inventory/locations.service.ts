/**
 * The locations of a person's branches, for every module (decision 0013): the default location of a
 * request that names none, the check that a named location is one of the person's branches', and the
 * condition that limits stock figures to the branches a list reads. The SQL is in locations.repository.ts.
 */
export {
  type BranchActor,
  balanceInScope,
  defaultLocationId,
  defaultLocationSql,
  EVERY_BRANCH,
  listLocations,
  MAIN_STORE_ID,
  useLocation,
} from './locations.repository.ts';
