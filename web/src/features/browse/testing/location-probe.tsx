import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * Test aid: shows where the memory router is and how it got there ('PUSH' for a new history entry,
 * 'REPLACE' for a corrected one), so tests can check the URL the search pages keep.
 */
export function LocationProbe() {
  const location = useLocation();
  const navigationType = useNavigationType();
  return (
    <output data-testid="location" data-navigation={navigationType}>
      {`${location.pathname}${location.search}`}
    </output>
  );
}
