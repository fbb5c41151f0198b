import { describe, expect, it } from 'vitest';
import { helpdeskFormValues, helpdeskPayload } from './helpdesk-payload';

describe('helpdeskFormValues', () => {
  it('starts an empty setting with empty fields and the three status codes', () => {
    expect(helpdeskFormValues({})).toEqual({
      instance_id: null, api_key: '', action_priority_id: null, map_object_type_id: null, dynamic_action_type_id: null,
      report_text: null, location_description: null, reporting_id: null, action_status: { 5: null, 8: null, 10: null },
      callback_url: '', distance: null,
    });
  });

  it('takes the stored values, the status map included', () => {
    const values = helpdeskFormValues({ instance_id: 12, api_key: 'k', map_object_type_id: 3, action_status: { 8: 21 } });
    expect(values).toMatchObject({ instance_id: 12, api_key: 'k', map_object_type_id: 3, action_status: { 5: null, 8: 21, 10: null } });
  });
});

describe('helpdeskPayload', () => {
  it('stores every field of the form, an empty API key as null, and each status code', () => {
    const values = { ...helpdeskFormValues({}), instance_id: 7, api_key: '  secret ', dynamic_action_type_id: 4, report_text: 9, action_status: { 5: 1, 8: null, 10: 3 } };
    expect(helpdeskPayload(values, {})).toEqual({
      instance_id: 7, api_key: 'secret', action_priority_id: null, map_object_type_id: null, dynamic_action_type_id: 4,
      report_text: 9, location_description: null, reporting_id: null, action_status: { 5: 1, 8: null, 10: 3 },
      callback_url: null, distance: null,
    });
    expect(helpdeskPayload({ ...values, api_key: '   ' }, {}).api_key).toBeNull();
  });

  it('stores the callback URL trimmed (empty: null) and the distance', () => {
    const values = { ...helpdeskFormValues({}), callback_url: ' https://helpdesk.example/cb ', distance: 25 };
    expect(helpdeskPayload(values, {})).toMatchObject({ callback_url: 'https://helpdesk.example/cb', distance: 25 });
    expect(helpdeskPayload({ ...values, callback_url: '  ' }, {}).callback_url).toBeNull();
  });

  it('keeps what the form does not show (attribute_id) as stored', () => {
    expect(helpdeskPayload(helpdeskFormValues({}), { attribute_id: 5 })).toMatchObject({ attribute_id: 5 });
  });
});
