/**
 * A photo drawn from its bytes (an action's or an object's: GET …/image/{imageId}), fetched with
 * the session's headers, which an <img src> cannot send. The page's Content-Security-Policy
 * allows data: images (not blob:), so the bytes are shown as a data URL, cached under the key
 * of the list it belongs to.
 */
import { useQuery, type QueryKey } from '@tanstack/react-query';
import { Skeleton } from 'antd';
import { scopeHeaders } from '../lib/http';

const SIZE = 96;

function dataUrlOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('unreadable')));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(blob);
  });
}

async function photoOf(url: string, signal: AbortSignal): Promise<string> {
  const res = await fetch(url, { headers: { ...scopeHeaders(), Accept: 'image/*' }, signal });
  if (!res.ok) throw new Error(String(res.status));
  return dataUrlOf(await res.blob());
}

export interface PhotoThumbProps {
  /** the photo's bytes */
  url: string;
  /** where its bytes are cached: under its list's key */
  queryKey: QueryKey;
  alt: string;
}

export function PhotoThumb({ url, queryKey, alt }: PhotoThumbProps) {
  const photo = useQuery({
    queryKey,
    queryFn: ({ signal }) => photoOf(url, signal),
    staleTime: Infinity,
    retry: false,
  });
  if (!photo.data) return <Skeleton.Image active={photo.isLoading} style={{ width: SIZE, height: SIZE }} />;
  return <img src={photo.data} alt={alt} width={SIZE} height={SIZE} style={{ objectFit: 'cover', borderRadius: 6, display: 'block' }} />;
}
