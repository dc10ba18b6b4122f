import { DashboardLinks } from '../features/dashboards/components/DashboardLinks';
import { portalMeta } from '../lib/meta';

export const meta = () => portalMeta('Dashboards');

export default function LinksPage() {
  return <DashboardLinks />;
}
