/**
 * A photo of an action, drawn from its bytes (GET /v1/action/{id}/image/{imageId}), fetched with
 * the session's headers, which an <img src> cannot send. The page's Content-Security-Policy
 * allows data: images (not blob:), so the bytes are shown as a data URL.
 */
import { useQuery } from '@tanstack/react-query';
import { Skeleton } from 'antd';
import { apiPaths } from '@console/contract/paths';
import { scopeHeaders } from '../../../lib/http';
import { actionKey } from '../api/calls';

const SIZE = 96;

function dataUrlOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('unreadable')));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(blob);
  });
}

async function photoOf(actionId: number, imageId: number, signal: AbortSignal): Promise<string> {
  const res = await fetch(apiPaths.actionImage(actionId, imageId), { headers: { ...scopeHeaders(), Accept: 'image/*' }, signal });
  if (!res.ok) throw new Error(String(res.status));
  return dataUrlOf(await res.blob());
}

export function PhotoThumb({ actionId, imageId, alt }: { actionId: number; imageId: number; alt: string }) {
  const photo = useQuery({
    queryKey: [...actionKey(actionId), 'images', imageId, 'bytes'],
    queryFn: ({ signal }) => photoOf(actionId, imageId, signal),
    staleTime: Infinity,
    retry: false,
  });
  if (!photo.data) return <Skeleton.Image active={photo.isLoading} style={{ width: SIZE, height: SIZE }} />;
  return <img src={photo.data} alt={alt} width={SIZE} height={SIZE} style={{ objectFit: 'cover', borderRadius: 6, display: 'block' }} />;
}
