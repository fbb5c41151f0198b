/**
 * The frame of a record's page with a map (an area, a selection): the record's card (its name
 * as the heading and the breadcrumb's, its fields, history and actions), a notice under it, then
 * its map with cards beside it and further cards three to a row below. While it loads the card
 * shows a skeleton; an unknown or deleted record is the resource's 'not found', another failure
 * the error with a retry. Written once so that such pages cannot drift apart.
 */
import type { ComponentType, ReactNode } from 'react';
import { Col, Flex, Row } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import { useCrumbName } from '../../lib/crumb-names';
import { useRouteId } from '../../lib/route-id';
import { DetailCard, type DetailAction, type DetailField } from '../detail-card/detail-card';
import { LoadFailed, type FailedTexts } from '../page/load-failed';

export interface DetailPageProps<T> {
  id: number;
  /** The record's query by id. */
  query: UseQueryResult<T>;
  /** The resource's texts for a record that cannot be loaded. */
  texts: FailedTexts;
  /** The record's name: the heading's and the breadcrumb's. */
  name: (record: T) => string;
  /** The record's kind as the audit log names it: its "Geschiedenis" link. */
  subjectType: string;
  fields: (record: T) => DetailField[];
  actions?: (record: T) => DetailAction[];
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
export function DetailPage<T>({ id, query, texts, name, subjectType, fields, actions, notice, map, beside, below }: DetailPageProps<T>) {
  const record = query.data;
  useCrumbName(id, record === undefined ? undefined : name(record));

  if (query.error) return <LoadFailed error={query.error} onRetry={() => void query.refetch()} texts={texts} />;

  return (
    <Flex vertical gap={16}>
      <DetailCard
        title={record === undefined ? '' : name(record)}
        loading={query.isLoading}
        history={{ subjectType, subjectId: id }}
        fields={record === undefined ? [] : fields(record)}
        actions={record === undefined || !actions ? [] : actions(record)}
      />
      {notice}
      {record === undefined ? null : (
        <Row gutter={[16, 16]}>
          <Col xs={24} xl={14}>{map(record)}</Col>
          <Col xs={24} xl={10}>
            <Flex vertical gap={16}>{beside(record)}</Flex>
          </Col>
          {(below?.(record) ?? []).map((card, i) => <Col key={i} xs={24} xl={8}>{card}</Col>)}
        </Row>
      )}
    </Flex>
  );
}

/**
 * The route's `:id` handed to `view`, or the resource's 'not found' for an id the URL cannot
 * hold (the record's query then never runs).
 */
export function DetailRoute({ texts, view: View }: { texts: FailedTexts; view: ComponentType<{ id: number }> }) {
  const id = useRouteId();
  return id === null ? <LoadFailed error={null} texts={texts} /> : <View id={id} />;
}
