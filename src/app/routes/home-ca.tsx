import { useEffect } from 'react';

import { useRegionActions } from '@/features/region/region-provider';

import { HomeView } from './home';

export { catalogs } from './home';

/** /ca: the home content, and the visitor's region set to CA (issue 5). */
export default function HomeCaPage() {
  const { choose } = useRegionActions();
  useEffect(() => {
    choose('ca');
  }, [choose]);
  return <HomeView />;
}
