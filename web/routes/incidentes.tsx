import { Incidentes } from '../features/incidentes/components/Incidentes';
import { portalMeta } from '../lib/meta';

export const meta = () => portalMeta('Incidentes de Segurança');

/** The register of security incidents, admin only (docs/product/incidentes.md). */
export default function IncidentesPage() {
  return <Incidentes />;
}
