/** GET /v1/type?include=icon: the network's object types with their icons (the panel, the map's icons, a new object's type). */
import { useQuery } from '@tanstack/react-query';
import { typesWithIconsQuery } from '../../../components/type-icon/type-icons';

export const useTypes = () => useQuery(typesWithIconsQuery());
