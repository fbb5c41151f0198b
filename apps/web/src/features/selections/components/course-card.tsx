/**
 * The selection's map with, for a route, its length and its gaps listed by their two stops
 * ("Onderbreking tussen 12 en 47", each a dashed line on the map), and the export buttons.
 */
import { Alert, Flex, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Course, Selection } from '@console/contract/selections';
import { Card } from '../../../components/page/card';
import { useTypeIcons } from '../../../components/type-icon/type-icons';
import { kilometres } from '../../../lib/kilometres';
import { namedGaps, type MemberRow } from '../model/members';
import { ExportButtons } from './export-buttons';
import { SelectionMap } from './selection-map';

export interface CourseCardProps {
  selection: Selection;
  rows: readonly MemberRow[] | undefined;
  course: Course | undefined;
}

export function CourseCard({ selection, rows, course }: CourseCardProps) {
  const { t, i18n } = useTranslation();
  const icons = useTypeIcons();
  const ordered = selection.is_ordered;
  const gaps = ordered && rows ? namedGaps(rows, course?.gaps ?? []) : [];
  const title = ordered ? t('selections.course') : t('selections.kind_set');
  return (
    <Card title={title} extra={<ExportButtons id={selection.id} name={selection.name} ordered={ordered} />}>
      <Flex vertical gap={12}>
        {ordered ? (
          <Flex gap={24} wrap align="start">
            <Statistic title={t('selections.length')} value={course && rows && rows.length >= 2 ? kilometres(course.length_m, i18n.language) : '—'} />
            <Statistic title={t('selections.object_count')} value={rows?.length ?? selection.object_count} />
          </Flex>
        ) : null}
        {icons.data && rows ? (
          <SelectionMap name={selection.name} rows={rows} ordered={ordered} course={course ?? null} icons={icons.data} height={420} />
        ) : <div style={{ height: 420 }} aria-busy="true" />}
        {ordered && rows && rows.length < 2 ? <Typography.Text type="secondary">{t('selections.no_course')}</Typography.Text> : null}
        {ordered && gaps.length > 0 ? (
          <Alert type="warning" showIcon title={t('selections.gaps')} description={(
            <>
              <ul aria-label={t('selections.gaps')} style={{ margin: 0, paddingInlineStart: 18 }}>
                {gaps.map((gap) => <li key={`${gap.from.id}-${gap.to.id}`}>{t('selections.gap', { from: gap.from.name, to: gap.to.name })}</li>)}
              </ul>
              <Typography.Text type="secondary">{t('selections.gap_hint')}</Typography.Text>
            </>
          )} />
        ) : null}
        {ordered && rows && rows.length >= 2 && gaps.length === 0 && course ? <Typography.Text type="secondary">{t('selections.no_gaps')}</Typography.Text> : null}
      </Flex>
    </Card>
  );
}
