import { EntityFields, Link, ResourceEdit, ResourceForm, useParams, useT } from '@fleetdeck/sdk';
import { makeStyles, tokens } from '@fluentui/react-components';
import { floorResource } from '../resources/buildingResources.js';

const useStyles = makeStyles({ links: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' } });

/** /building/:buildingId/floor/create and /:id: a floor's name, level (1F = 1, B1 = 0) and type; a saved floor links to its map. */
export function FloorPage() {
  const { buildingId = '', id } = useParams();
  const t = useT();
  const styles = useStyles();
  return (
    <ResourceEdit
      resource={floorResource}
      id={id}
      params={{ buildingId }}
      below={(floor) => (
        <nav aria-label={t('floor.map')} className={styles.links}>
          <Link to={`/editor/floor/${floor.id}`}>{t('floor.openEditor')}</Link>
          <Link to={`/waypoint/${floor.id}/list`}>{t('floor.waypoints')}</Link>
        </nav>
      )}
    >
      <ResourceForm>{(form) => <EntityFields form={form} />}</ResourceForm>
    </ResourceEdit>
  );
}
