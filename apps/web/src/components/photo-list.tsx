/**
 * Photos as thumbnails (photo-thumb.tsx), each with its image type, its caption (an object's
 * photo), its name and, where the user
 * may, a delete button: an action's photos on its page, an object's on the map's panel.
 */
import type { ReactNode } from 'react';
import { Button, Flex, Typography } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import type { QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PhotoThumb } from './photo-thumb';

export interface ListedPhoto { id: number; name: string; action_image_type_name: string | null; caption?: string | null }

export interface PhotoListProps<P extends ListedPhoto> {
  photos: readonly P[];
  label: string;
  /** the bytes of a photo, and where they are cached */
  urlOf: (photo: P) => string;
  keyOf: (photo: P) => QueryKey;
  /** asks to delete a photo (after a confirmation); none: no delete buttons */
  onDelete?: (photo: P) => void;
  /** more buttons of a photo */
  extra?: (photo: P) => ReactNode;
}

export function PhotoList<P extends ListedPhoto>({ photos, label, urlOf, keyOf, onDelete, extra }: PhotoListProps<P>) {
  const { t } = useTranslation();
  return (
    <ul aria-label={label} style={{ listStyle: 'none', padding: 0, margin: 0, display: 'flex', flexWrap: 'wrap', gap: 12 }}>
      {photos.map((photo) => (
        <li key={photo.id} style={{ width: 120 }}>
          <PhotoThumb url={urlOf(photo)} queryKey={keyOf(photo)} alt={t('actions.photo_alt', { name: photo.name, type: photo.action_image_type_name ?? '' })} />
          <Typography.Text strong ellipsis style={{ display: 'block', maxWidth: 120 }}>{photo.action_image_type_name}</Typography.Text>
          {photo.caption ? <Typography.Text ellipsis={{ tooltip: photo.caption }} style={{ display: 'block', maxWidth: 120 }}>{photo.caption}</Typography.Text> : null}
          <Typography.Text type="secondary" ellipsis style={{ display: 'block', maxWidth: 120 }}>{photo.name}</Typography.Text>
          <Flex gap={4} wrap>
            {onDelete ? <Button size="small" danger icon={<DeleteOutlined aria-hidden />} aria-label={t('actions.photo_delete', { name: photo.name })} onClick={() => onDelete(photo)} /> : null}
            {extra?.(photo)}
          </Flex>
        </li>
      ))}
    </ul>
  );
}
