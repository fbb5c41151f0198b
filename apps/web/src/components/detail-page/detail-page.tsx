/**
 * The frame of a record's page with a map (an area, a selection): the record's card (its name
 * as the heading and the breadcrumb's, its fields, its history and its delete), a notice under
 * it, then its map with cards beside it and further cards three to a row below. While it loads
 * the card shows a skeleton; an unknown or deleted record is the resource's 'not found', another
 * failure the error with a retry. Written once so that such pages cannot drift apart.
 */
import type { ComponentType, ReactNode } from 'react';
import { Col, Flex, Row } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import { useCrumbName } from '../../lib/crumb-names';
import { useRouteId } from '../../lib/route-id';
import { DetailCard, type DetailField } from '../detail-card/detail-card';
import { LoadFailed } from '../page/load-failed';
import { failedTexts, type DetailResource } from './detail-resource';
import { useDeleteEntry } from './use-delete-entry';

export interface DetailPageProps<T extends { id: number; name: string }> {
  resource: DetailResource;
  id: number;
  /** The record's query by id. */
  query: UseQueryResult<T>;
  fields: (record: T) => DetailField[];
  /** Deletes the record; without it (the user may not) the page offers no delete. */
  remove?: () => Promise<unknown>;
  /** Said between the record's card and the others (why the page is read-only). */
  notice?: ReactNode;
  /** The map, at the left of a wide screen and first on a narrow one. */
  map: (record: T) => ReactNode;
  /** The cards beside the map, one under the other. */
  beside: (record: T) => ReactNode;
  /** Further cards, three to a row under the map on a wide screen. */
  below?: (record: T) => ReactNode[];
}

/** A record's page with a map: see the file's header. */
export function DetailPage<T extends { id: number; name: string }>({ resource, id, query, fields, remove, notice, map, beside, below }: DetailPageProps<T>) {
  const record = query.data;
  const deleteAction = useDeleteEntry(resource);
  useCrumbName(id, record?.name);

  if (query.error) return <LoadFailed error={query.error} onRetry={() => void query.refetch()} texts={failedTexts(resource)} />;

  return (
    <Flex vertical gap={16}>
      <DetailCard
        title={record?.name ?? ''}
        loading={query.isLoading}
        history={{ subjectType: resource.subjectType, subjectId: id }}
        fields={record ? fields(record) : []}
        actions={record && remove ? [deleteAction(record, remove)] : []}
      />
      {notice}
      {record ? (
        <Row gutter={[16, 16]}>
          <Col xs={24} xl={14}>{map(record)}</Col>
          <Col xs={24} xl={10}>
            <Flex vertical gap={16}>{beside(record)}</Flex>
          </Col>
          {(below?.(record) ?? []).map((card, i) => <Col key={i} xs={24} xl={8}>{card}</Col>)}
        </Row>
      ) : null}
    </Flex>
  );
}

/**
 * The route's `:id` handed to `view`, or the resource's 'not found' for an id the URL cannot
 * hold (the record's query then never runs).
 */
export function DetailRoute({ resource, view: View }: { resource: DetailResource; view: ComponentType<{ id: number }> }) {
  const id = useRouteId();
  return id === null ? <LoadFailed error={null} texts={failedTexts(resource)} /> : <View id={id} />;
}
