import { useEffect } from 'react';

import { useRegionActions } from '@/features/region/region-provider';

import { HomeView } from './home';

export { catalogs } from './home';

/** /us: the home content, and the visitor's region set to US (issue 5). */
export default function HomeUsPage() {
  const { choose } = useRegionActions();
  useEffect(() => {
    choose('us');
  }, [choose]);
  return <HomeView />;
}
