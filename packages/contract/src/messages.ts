/**
 * Messages the server puts in its error answers, by stable code, in both languages.
 * The spec's Dutch texts stand exactly as written. The server answers in the language of
 * the request's Accept-Language (nl by default).
 */
export const serverMessages = {
  'password.min': {
    nl: 'Het wachtwoord dient minimaal 8 karakters lang te zijn',
    en: 'The password must be at least 8 characters long',
  },
  'password.mismatch': { nl: 'Wachtwoorden komen niet overeen', en: 'Passwords do not match' },
  'role.delete_blocked': {
    nl: 'Rol kan niet worden verwijderd omdat er nog 1 of meerdere gebruikers zijn met deze rol',
    en: 'The role cannot be deleted because one or more users still have this role',
  },
  'error.maximum_licenses_reached': {
    nl: 'Maximum aantal gebruikerslicenties bereikt',
    en: 'Maximum user licenses reached',
  },
  'reset.invalid_token': {
    nl: 'Deze herstellink is ongeldig of verlopen',
    en: 'This reset link is invalid or has expired',
  },
  'email.taken': { nl: 'Dit e-mailadres is al in gebruik', en: 'This e-mail address is already in use' },
  'field.required': { nl: 'Dit veld is verplicht', en: 'This field is required' },
  'header.required': { nl: 'Deze header is verplicht', en: 'This header is required' },
  'header.integer': { nl: 'Deze header moet een geheel getal zijn', en: 'This header must be an integer' },
  'tenant.not_member': { nl: 'Deze tenant hoort niet bij de gebruiker', en: 'The user does not belong to this tenant' },
  'kv.exists': { nl: 'Deze sleutel bestaat al', en: 'This key already exists' },
  'tenant.two_names': { nl: 'tenant en tenant_id noemen verschillende organisaties', en: 'tenant and tenant_id name different organisations' },
  'tenant.path_mismatch': {
    nl: 'Deze organisatie is niet die van het adres',
    en: 'This organisation is not the one in the path',
  },
  'kv.network_mismatch': {
    nl: 'network_id moet het gekozen netwerk zijn',
    en: 'network_id must be the selected network',
  },
  'name.taken': { nl: 'Deze naam is al in gebruik', en: 'This name is already in use' },
  'conflict': { nl: 'Dit bestaat al', en: 'This already exists' },
  'version.invalid': { nl: 'Dit is geen geldige versie (updated_at)', en: 'This is not a valid version (updated_at)' },
  'version.conflict': {
    nl: 'Dit is intussen door iemand anders gewijzigd; uw wijziging is niet opgeslagen',
    en: 'Someone else changed this in the meantime; your change was not saved',
  },
  'reference.invalid': { nl: 'Een verwijzing in de invoer bestaat niet (meer)', en: 'A reference in the input does not exist (any more)' },
  'value.invalid': { nl: 'Een waarde in de invoer is ongeldig', en: 'A value in the input is invalid' },
  'role.name_format': {
    nl: 'Gebruik alleen letters, cijfers, - en _',
    en: 'Use only letters, digits, - and _',
  },
  'role.name_fixed': { nl: 'De naam van een rol kan niet worden gewijzigd', en: 'The name of a role cannot be changed' },
  'relation.unknown': { nl: 'Onbekend id', en: 'Unknown id' },
  'relation.not_child': { nl: 'Hoort niet bij deze lijst', en: 'Not in this list' },
  'user.not_in_tenant': { nl: 'Deze gebruiker hoort niet bij de organisatie', en: 'This user does not belong to the organisation' },
  'user.self_delete': { nl: 'Je kunt jezelf niet verwijderen', en: 'You cannot delete yourself' },
  'user.super_admin_target': {
    nl: 'Alleen een super admin mag een super admin wijzigen',
    en: 'Only a super admin may change a super admin',
  },
  'user.other_tenant': {
    nl: 'Deze gebruiker hoort ook bij een andere organisatie; alleen een super admin kan het e-mailadres of wachtwoord wijzigen',
    en: 'This user also belongs to another organisation; only a super admin can change the e-mail address or password',
  },
  'user.other_tenant_account': {
    nl: 'Deze gebruiker hoort ook bij een andere organisatie; alleen een super admin kan het account deactiveren, activeren, overal afmelden of uitnodigen',
    en: 'This user also belongs to another organisation; only a super admin can deactivate, activate, sign out everywhere or invite this account',
  },
  'user.self_deactivate': { nl: 'Je kunt jezelf niet deactiveren', en: 'You cannot deactivate yourself' },
  'user.self_sessions': {
    nl: 'Je eigen sessies beëindig je via je profiel',
    en: 'End your own sessions from your profile',
  },
  'user.inactive': { nl: 'Deze gebruiker is gedeactiveerd', en: 'This user is deactivated' },
  'session.current': {
    nl: 'Dit is de huidige sessie: meld je af om die te beëindigen',
    en: 'This is the current session: sign out to end it',
  },
  'area.invalid': { nl: 'Het gebied is geen geldige polygoon', en: 'The area is not a valid polygon' },
  'area.too_large': { nl: 'Het gebied heeft te veel punten', en: 'The area has too many points' },
  'selected.mismatch': {
    nl: 'selected_networks en selected_roles moeten even lang zijn',
    en: 'selected_networks and selected_roles must have the same length',
  },
  'field.fixed': { nl: 'Dit veld kan na het aanmaken niet meer worden gewijzigd', en: 'This field cannot be changed after creation' },
  'attribute.type_invalid': {
    nl: 'Kies een van de types: string, lookup, multi_lookup, date, boolean, range, integer, double, file, multilang, multilangtextarea, textarea',
    en: 'Choose one of the types: string, lookup, multi_lookup, date, boolean, range, integer, double, file, multilang, multilangtextarea, textarea',
  },
  'attribute.not_lookup': {
    nl: 'Alleen een attribuut van het type lookup of multi_lookup heeft lookup-waarden',
    en: 'Only an attribute of type lookup or multi_lookup has lookup values',
  },
  'attribute.not_linked': { nl: 'Dit attribuut hoort niet bij dit type', en: 'This attribute does not belong to this type' },
  'default.invalid': { nl: 'Deze standaardwaarde past niet bij het attribuut', en: 'This default value does not fit the attribute' },
  'geo_type.invalid': { nl: 'Kies point, linestring of polygon', en: 'Choose point, linestring or polygon' },
  // The lock setting of map objects and actions (contract lock.ts); the route adds who may.
  'lock.creator_only': { nl: 'Alleen wie dit heeft aangemaakt mag het wijzigen', en: 'Only whoever created this may change it' },
  'lock.team_only': { nl: 'Alleen leden van het team hiervan mogen het wijzigen', en: 'Only members of its team may change it' },
  // Selections and routes (docs/selections.md).
  'selection.type_not_linked': { nl: 'Objecten van dit type horen niet in dit soort selectie: {0}', en: 'Objects of this type do not belong in this kind of selection: {0}' },
  'selection.repeated': { nl: 'Een route gaat niet twee keer achter elkaar langs hetzelfde object', en: 'A route does not pass the same object twice in a row' },
  'selection.duplicate': { nl: 'Dit object staat al in de selectie', en: 'This object is already in the selection' },
  'selection.not_owner': {
    nl: 'Alleen wie deze selectie heeft aangemaakt en de leden van haar team mogen haar wijzigen',
    en: 'Only whoever created this selection and the members of its team may change it',
  },
  'lock.integration_only': { nl: 'Een koppeling mag alleen wijzigen wat zij zelf heeft aangemaakt', en: 'An integration may only change what it made itself' },
  // A map object's attribute values (apps/api/src/lib/attribute-values.ts).
  'value.type': { nl: 'Deze waarde past niet bij het type van het attribuut', en: "This value does not match the attribute's type" },
  'value.too_long': { nl: 'Deze tekst is te lang', en: 'This text is too long' },
  'value.range': { nl: 'Kies een getal van 0 tot en met 100', en: 'Choose a number from 0 to 100' },
  'value.date': { nl: 'Geef een datum als JJJJ-MM-DD', en: 'Give a date as YYYY-MM-DD' },
  'value.lookup': { nl: 'Kies uit de waarden van dit attribuut', en: "Choose from this attribute's values" },
  'value.file': { nl: 'Dit bestand bestaat niet in dit netwerk', en: 'This file does not exist in this network' },
  'value.not_linked': { nl: 'Dit attribuut hoort niet bij dit objecttype', en: 'This attribute does not belong to this type' },
  'value.duplicate': { nl: 'Dit attribuut staat er twee keer in', en: 'This attribute is given twice' },
  // A field app's find by value (apps/api/src/modules/map-objects/find-routes.ts).
  'find.unknown_attribute': { nl: 'Dit attribuut bestaat niet in dit netwerk', en: 'This attribute does not exist in this network' },
  // A map object's geometry (apps/api/src/lib/geometry/check.ts).
  'bbox.invalid': {
    nl: 'Geef bbox als minLon,minLat,maxLon,maxLat in graden',
    en: 'Give bbox as minLon,minLat,maxLon,maxLat in degrees',
  },
  'tile.invalid': { nl: 'Geen tegel: zoom 0 tot en met 22, x en y van 0 tot 2^zoom', en: 'No tile: zoom 0 to 22, x and y from 0 to 2^zoom' },
  'time.invalid': { nl: 'Geef een tijd in ISO 8601 of in Unix-seconden', en: 'Give a time in ISO 8601 or in Unix seconds' },
  'status.not_linked': { nl: 'Deze status hoort niet bij dit objecttype', en: 'This status does not belong to this type' },
  'team.not_member': { nl: 'Kies een team waar de maker lid van is', en: 'Choose a team the creator is a member of' },
  'file.too_large': { nl: 'Een bestand mag hoogstens 10 MB zijn', en: 'A file may be at most 10 MB' },
  'file.missing': { nl: 'Stuur een bestand mee (multipart, veld file)', en: 'Send a file (multipart, field file)' },
  'attachment.too_large': { nl: 'Een document mag hoogstens 25 MB zijn', en: 'A document may be at most 25 MB' },
  'attachment.size_mismatch': {
    nl: 'Het document is niet zo groot als aangekondigd ({0} bytes): stuur precies het aangekondigde document',
    en: 'The document is not the size announced ({0} bytes): send exactly the document announced',
  },
  'attachment.content': { nl: 'Alleen een PDF, een Office- of OpenDocument-bestand (Word, Excel, PowerPoint), een foto (JPEG, PNG, WebP, GIF) of platte tekst', en: 'Only a PDF, an Office or OpenDocument file (Word, Excel, PowerPoint), a photo (JPEG, PNG, WebP, GIF) or plain text' },
  'file.unreadable': { nl: 'Het bestand kon niet worden gelezen: het formulier (multipart) is onvolledig of onjuist opgebouwd', en: 'The file could not be read: the form (multipart) is incomplete or malformed' },
  // Actions (apps/api/src/modules/actions).
  'action.type_not_for_object': { nl: 'Dit actietype hoort niet bij het type van dit object', en: "This action type does not belong to this object's type" },
  'action.object_required': { nl: 'Dit actietype hoort bij een object: kies er een', en: 'This action type belongs to an object: choose one' },
  'action.no_own_geo': { nl: 'Dit actietype heeft geen eigen geometrie', en: 'This action type has no geometry of its own' },
  'action.photo_required': {
    nl: 'Voeg eerst een foto toe: bij objecten van het type {0} is een foto verplicht voor een eindstatus',
    en: 'Add a photo first: objects of the type {0} need a photo for a final status',
  },
  'action.status_not_selectable': { nl: 'Je rol mag deze status niet kiezen: {0}', en: 'Your role may not choose this status: {0}' },
  'action.no_object_type': {
    nl: 'Geen objecttype van dit actietype past bij deze geometrie, dus er kan geen object worden aangemaakt',
    en: "None of this action type's object types fits this geometry, so no object can be created",
  },
  'action.object_value_missing': {
    nl: 'Deze eindstatus maakt een object, maar een verplichte waarde ontbreekt: {0}',
    en: 'This final status creates an object, but a required value is missing: {0}',
  },
  'action.object_value_invalid': {
    nl: 'Deze eindstatus maakt een object, maar een waarde klopt niet: {0}',
    en: 'This final status creates an object, but a value is not right: {0}',
  },
  // Comments and photos of actions (apps/api/src/modules/actions/comments.ts, images.ts).
  'comment.not_author': { nl: 'Alleen wie dit commentaar schreef mag het wijzigen', en: 'Only whoever wrote this comment may change it' },
  'action_image.not_uploader': { nl: 'Alleen wie deze foto toevoegde mag haar wijzigen of verwijderen', en: 'Only whoever added this photo may change or delete it' },
  'action_image.missing': { nl: 'Stuur een foto mee (multipart, veld image)', en: 'Send a photo (multipart, field image)' },
  'action_image.content': { nl: 'Alleen een JPEG-, PNG- of WebP-foto', en: 'Only a JPEG, PNG or WebP photo' },
  'action_image.type_not_linked': { nl: 'Dit fototype hoort niet bij dit actietype', en: 'This image type does not belong to this action type' },
  'action_image.no_object': { nl: 'Deze actie hoort bij geen object: kies het object waar de foto heen moet', en: 'This action belongs to no object: choose the object the photo goes to' },
  'image_type.unknown': { nl: 'Dit fototype bestaat niet in dit netwerk', en: 'This image type does not exist in this network' },
  'geometry.type': { nl: 'De geometrie past niet bij het geo type van het objecttype', en: "The geometry does not match the type's geo type" },
  'geometry.position': {
    nl: 'Een positie is ongeldig: lengtegraad (-180 tot 180) en breedtegraad (-90 tot 90), in die volgorde',
    en: 'A position is invalid: longitude (-180 to 180) and latitude (-90 to 90), in that order',
  },
  'geometry.two_numbers': { nl: 'Een positie is precies twee getallen: lengte- en breedtegraad (geen hoogte)', en: 'A position is exactly two numbers: longitude and latitude (no altitude)' },
  'geometry.hole_outside': { nl: 'Een gat van het vlak ligt niet binnen de buitenrand (of ligt in een ander gat)', en: "A hole of the area does not lie inside its outer ring (or lies in another hole)" },
  'geometry.too_few': { nl: 'De geometrie heeft te weinig (verschillende) punten', en: 'The geometry has too few (distinct) points' },
  'geometry.not_closed': { nl: 'Een ring van het vlak is niet gesloten', en: 'A ring of the area is not closed' },
  'geometry.self_intersecting': { nl: 'De geometrie snijdt zichzelf', en: 'The geometry intersects itself' },
  'geometry.too_many': { nl: 'De geometrie heeft meer dan 10.000 punten', en: 'The geometry has more than 10,000 points' },
  'geometry.outside_area': { nl: 'De geometrie ligt buiten het gebied van het netwerk', en: "The geometry lies outside the network's area" },
  'number.invalid': { nl: 'Vul een getal in', en: 'Enter a number' },
  'number.integer': { nl: 'Vul een geheel getal in', en: 'Enter a whole number' },
  'color.invalid': { nl: 'Vul een kleur in als #rrggbb, of -', en: 'Enter a colour as #rrggbb, or -' },
  'include.unknown': { nl: 'Onbekende include', en: 'Unknown include' },
  'audit.date': { nl: 'Vul een datum (JJJJ-MM-DD) of tijdstip (ISO 8601) in', en: 'Enter a date (YYYY-MM-DD) or moment (ISO 8601)' },
  'list.unknown_column': { nl: 'Onbekende kolom', en: 'Unknown column' },
  'list.invalid_value': { nl: 'Deze waarde past niet bij de kolom', en: 'This value does not fit the column' },
  'query.unknown_parameter': { nl: 'Onbekende parameter: deze lijst kent hem niet', en: 'Unknown parameter: this list does not take it' },
  'map_object.parent_unknown': { nl: 'Dit object bestaat niet in dit netwerk', en: 'This object does not exist in this network' },
  'map_object.parent_deleted': { nl: 'Dit object is verwijderd: een object kan er niet onder hangen', en: 'This object is deleted: no object can hang under it' },
  'map_object.parent_type': {
    nl: 'Een object van dit type kan niet onder een object van dat type hangen; wel onder: {0}',
    en: 'An object of this type cannot hang under an object of that type; it can under: {0}',
  },
  'map_object.stands_alone': {
    nl: 'Objecten van dit type hangen nergens onder (het type heeft geen beperkingen die het toestaan)',
    en: 'Objects of this type hang under nothing (the type has no constraints that allow it)',
  },
  'map_object.parent_cycle': { nl: 'Een object kan niet onder zichzelf of onder een van zijn onderdelen hangen', en: 'An object cannot hang under itself or under one of its parts' },
  'map_object.has_children': {
    nl: 'Aan dit object hangen nog objecten ({0}): verwijder die eerst, of verwijder ze mee',
    en: 'Objects still hang on this object ({0}): delete them first, or delete them with it',
  },
  'map_object.parent_gone': { nl: 'Dit object hangt onder een verwijderd object: herstel dat eerst', en: 'This object hangs under a deleted object: restore that first' },
  'map_object.app_not_editable': {
    nl: 'De veld-app mag objecten van dit type niet wijzigen (instelling "Bewerkbaar in app" staat uit): {0}',
    en: 'The field app may not change objects of this type (the setting "Bewerkbaar in app" is off): {0}',
  },
  'body.invalid_json': { nl: 'De inhoud is geen geldige JSON', en: 'The body is not valid JSON' },
  'body.invalid': { nl: 'De inhoud kan niet worden gelezen', en: 'The body cannot be read' },
  'body.too_large': { nl: 'De inhoud is te groot: maximaal {0}', en: 'The body is too large: at most {0}' },
  'body.too_deep': { nl: 'De invoer is te diep genest: maximaal {0} niveaus', en: 'The input is nested too deeply: at most {0} levels' },
  'content_type.unsupported': {
    nl: 'Dit type inhoud wordt niet ondersteund; stuur JSON',
    en: 'This content type is not supported; send JSON',
  },
  'text.nul': { nl: 'Het teken NUL (\\u0000) is niet toegestaan', en: 'The NUL character (\\u0000) is not allowed' },
  'text.surrogate': {
    nl: 'Bevat een ongeldig teken (een losse UTF-16-surrogaat)',
    en: 'Contains an invalid character (a lone UTF-16 surrogate)',
  },
  'url.invalid': { nl: 'Het adres bevat een ongeldige %-codering', en: 'The address contains an invalid percent-encoding' },
  'url.too_long': { nl: 'Een deel van het adres is te lang: maximaal {0} tekens', en: 'A part of the address is too long: at most {0} characters' },
  'kv.value_null': {
    nl: 'Vul een waarde in; verwijder de sleutel om een instelling te wissen',
    en: 'Enter a value; delete the key to remove a setting',
  },
  'not_found': { nl: 'Niet gevonden', en: 'Not found' },
  'forbidden': { nl: 'Geen toegang', en: 'Forbidden' },
  'forbidden.admin': {
    nl: 'Je hebt geen beheerrechten (module-admin) op dit netwerk',
    en: 'You do not have admin rights (module-admin) on this network',
  },
  'forbidden.permission': {
    nl: 'Je rol op dit netwerk geeft hiervoor geen recht',
    en: 'Your role on this network does not allow this',
  },
  'forbidden.super_admin': {
    nl: 'Alleen een super admin mag dit doen',
    en: 'Only a super admin may do this',
  },
  'unauthenticated': { nl: 'Je bent niet ingelogd', en: 'You are not signed in' },
  'invalid_token': {
    nl: 'Het toegangstoken is ongeldig of verlopen',
    en: 'The access token is invalid or has expired',
  },
  'too_many_attempts': {
    nl: 'Te veel pogingen, probeer het later opnieuw',
    en: 'Too many attempts, try again later',
  },
  // Imports: CSV in, per row create, update or refuse.
  'email.invalid': { nl: 'Dit is geen geldig e-mailadres', en: 'This is not a valid e-mail address' },
  'import.columns': { nl: 'Onbekende of ontbrekende kolommen: {0}', en: 'Unknown or missing columns: {0}' },
  'import.empty': { nl: 'Het bestand bevat geen rijen onder de kopregel', en: 'The file holds no rows below the header' },
  'import.too_many_rows': { nl: 'Te veel rijen: maximaal {0}', en: 'Too many rows: at most {0}' },
  'import.unclosed_quote': { nl: 'Een aanhalingsteken wordt niet gesloten (regel {0})', en: 'A quote is never closed (line {0})' },
  'import.refused': {
    nl: 'Er is niets geïmporteerd: rij {0} wordt geweigerd (de redenen staan in de proefimport, dry_run=true)',
    en: 'Nothing was imported: row {0} is refused (a dry run, dry_run=true, gives the reasons)',
  },
  'import.not_feature_collection': { nl: 'Het bestand is geen GeoJSON FeatureCollection', en: 'The file is not a GeoJSON FeatureCollection' },
  'import.no_features': { nl: 'Het bestand bevat geen features', en: 'The file holds no features' },
  'import.not_feature': { nl: 'Dit is geen GeoJSON Feature', en: 'This is not a GeoJSON Feature' },
  'import.duplicate': { nl: 'Staat al eerder in het bestand: rij {0}', en: 'Already earlier in the file: row {0}' },
  'import.network_unknown': { nl: 'Onbekend netwerk: {0}', en: 'Unknown network: {0}' },
  'import.role_unknown': { nl: 'Onbekende rol: {0}', en: 'Unknown role: {0}' },
  'import.network_role': { nl: 'Vul netwerk en rol allebei in, of geen van beide', en: 'Fill in both network and role, or neither' },
  'import.boolean': { nl: 'Vul ja of nee in (of true/false, 1/0): {0}', en: 'Enter yes or no (or true/false, 1/0): {0}' },
  'import.value_invalid': { nl: 'Ongeldige waarde in kolom {0}', en: 'Invalid value in column {0}' },
  // Copying a network's configuration.
  'configuration.not_empty': {
    nl: 'Dit netwerk heeft al een configuratie: kopiëren kan alleen naar een netwerk zonder configuratie',
    en: 'This network already has a configuration: copying is only possible into a network without one',
  },
  'configuration.same_network': { nl: 'Kies een ander netwerk dan dit', en: 'Choose another network than this one' },
  'server_error': { nl: 'Er is iets misgegaan op de server', en: 'Something went wrong on the server' },
  'report.unauthenticated': { nl: 'Onbekende koppeling of verkeerde API-sleutel', en: 'Unknown integration or wrong API key' },
  'report.not_configured': { nl: 'De koppeling van dit netwerk is niet volledig ingesteld: {0}', en: "This network's integration is not fully configured: {0}" },
  'report.no_object_near': {
    nl: 'Geen object van het ingestelde type binnen {0} m van de meldlocatie, en het actietype kan niet op het netwerk',
    en: 'No object of the configured type within {0} m of the report location, and the action type cannot be on the network',
  },
  'report.category_not_configured': { nl: 'Deze categorie is niet ingesteld voor dit netwerk: {0}', en: 'This category is not configured for this network: {0}' },
  'report.settings_refused': { nl: 'De instellingen van de koppeling passen niet bij de actie: {0}', en: 'The integration settings do not fit the action: {0}' },
  'report.no_callback_url': { nl: 'Stel eerst een callback-URL in', en: 'Set a callback URL first' },
  // Areas of a network, a line's split, and an object's geometry as a line.
  'object.not_a_line': { nl: 'Dit object is geen lijn', en: 'This object is not a line' },
  'split.not_a_line': { nl: 'Alleen een lijn kan worden gesplitst', en: 'Only a line can be split' },
  'split.too_far': { nl: 'Het punt ligt {0} m van de lijn: klik op de lijn (binnen 25 m)', en: 'The point lies {0} m from the line: click on the line (within 25 m)' },
  'split.at_end': { nl: 'Het punt ligt op een uiteinde van de lijn: daar valt niets te splitsen', en: 'The point lies on an end of the line: nothing to split there' },
} as const;

export type MessageCode = keyof typeof serverMessages;
/**
 * What a server error may carry: a code, or a code with its detail after ': ' (the ids refused,
 * a limit: 'relation.unknown: 4, 7'). A mistyped code does not compile; the detail is free.
 */
export type Message = MessageCode | `${MessageCode}: ${string}`;
export type Lang = 'nl' | 'en';

export function isMessageCode(value: string): value is MessageCode {
  return Object.hasOwn(serverMessages, value);
}

/**
 * The text of a code in a language; 'code: detail' keeps its detail, in the place of {0} when
 * the text has one (a limit: 'body.too_large: 2 MB'); other text is returned as is.
 */
export function messageText(code: string, lang: Lang): string {
  if (isMessageCode(code)) return serverMessages[code][lang];
  const i = code.indexOf(': ');
  const head = i > 0 ? code.slice(0, i) : '';
  if (!isMessageCode(head)) return code;
  const text: string = serverMessages[head][lang];
  const detail = code.slice(i + 2);
  return text.includes('{0}') ? text.replace('{0}', () => detail) : `${text}: ${detail}`;
}
