import { useLocation } from 'react-router-dom';

/** Test aid: shows where the memory router is, so tests can check links and tab changes. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}
