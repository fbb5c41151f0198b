import { describe, expect, it } from 'vitest';
import { crumbNameOf, rememberCrumbName } from './crumb-names';

describe('rememberCrumbName', () => {
  it('names the path up to the segment', () => {
    rememberCrumbName('/admin/users/3/edit', '3', 'Bram Jansen');
    rememberCrumbName('/admin/geo_server/geoserver_export_1/edit', 'geoserver_export_1', 'Routes export');
    rememberCrumbName('/admin/users', '9', 'Nobody');
    expect(crumbNameOf('/admin/users/3')).toBe('Bram Jansen');
    expect(crumbNameOf('/admin/geo_server/geoserver_export_1')).toBe('Routes export');
    expect(crumbNameOf('/admin/users/9')).toBeUndefined();
  });
});
