<?php
use Iza\Datacentralisatie\Clients\NestedClient;
use Iza\Datacentralisatie\DatacentralisatieClient;
use Symfony\Component\HttpFoundation\File\UploadedFile;

/**
 * Drives one platform call through the library's own method: the client class built with the
 * ids of its path (each found as the call's path names it: a row made by an earlier create, the
 * demo network's, or the first of its list), the method's arguments by their names (a body from
 * bodies.php, a file, no includes or filters), and the answer read as the library reads it.
 */
final class Driver {
    /** Ids by the path before them (`object`, `object/%s/comment`): what the calls' paths name. */
    public array $ids = [];
    /** The demo rows the bodies name: tenant, network, me, object, type, actionType, ... */
    public array $fx = [];

    /** @param DatacentralisatieClient|null $super a super admin's client, for the calls only they may make */
    public function __construct(private DatacentralisatieClient $client, private string $base, private ?DatacentralisatieClient $super = null) {}

    /** Chooses the demo organisation and its network of junctions on the session, as the field app does. */
    public function chooseDemoNetwork(): void {
        $tenant = $this->raw('GET', 'tenant')->data[0]->id;
        $this->client->session->setTenant($tenant);
        $network = null;
        foreach ($this->raw('GET', "tenant/$tenant/network?perPage=100")->data as $n) if ($n->name === 'Fietsknooppunten') $network = $n->id;
        $this->client->session->setNetwork($network);
        $repair = null;
        foreach ($this->raw('GET', 'dynamic_action_type?perPage=100')->data as $t) if ($t->name === 'Reparatie') $repair = $t->id;
        $type = $this->raw('GET', "dynamic_action_type/$repair/map_object_type")->data[0]->id;
        $object = $this->raw('GET', "object?map_object_type_id=$type&perPage=1")->data[0];
        // The library has no call that links an image type to an action type: this does, as calls.php.
        $imageType = $this->raw('GET', 'action_image_type')->data[0]->id;
        $this->raw('POST', "dynamic_action_type/$repair/action_image_type", ['relation' => [$imageType]]);
        $this->fx = ['tenant' => $tenant, 'network' => $network, 'me' => $this->raw('GET', 'me')->data->id,
            'object' => $object->id, 'type' => $type, 'actionType' => $repair, 'objectValues' => $object->attributes,
            'imageType' => $imageType, 'kvKey' => 'php_client_' . time(), 'resetToken' => 'geen-token',
            'role' => $this->raw('GET', 'role')->data[0]->id];
        // A selection type for the selections: the demo's route type (Themaroute), or one made when a network has none.
        $this->fx['selectionType'] = $this->raw('GET', 'selection_type')->data[0]->id ?? $this->raw('POST', 'selection_type', ['name' => 'Route uit PHP'])->data->id;
        // ... that takes the object's type and has a value of its own.
        $this->raw('POST', "type/$type/map_object_selection", ['relation' => [$this->fx['selectionType']]]);
        $note = $this->raw('POST', 'attribute', ['name' => 'Notitie uit PHP', 'type' => 'string'])->data->id;
        $this->raw('POST', "selection_type/{$this->fx['selectionType']}/attribute", ['relation' => [$note]]);
        // The areas' attributes: the network gives its areas one.
        $this->raw('POST', "network/$network/geo_attribute", ['relation' => [$note]]);
        // A line, for the calls only a line answers.
        foreach ($this->raw('GET', 'type?perPage=100')->data as $t) if ($t->geo_type === 'linestring') $lineType ??= $t->id;
        $line = $this->raw('GET', 'object?perPage=1&map_object_type_id=' . ($lineType ?? 0))->data[0] ?? null;
        $this->fx['line'] = $line->id ?? 0;
        // Where the split cuts it: the middle of its first stretch, inside the line, off its ends.
        [$a, $b] = array_slice($this->raw('GET', "object/{$this->fx['line']}/linestring")->data->coordinates ?? [[0, 0], [0, 0]], 0, 2);
        $this->fx['lineMiddle'] = [($a[0] + $b[0]) / 2, ($a[1] + $b[1]) / 2];
        // A user of the network of its own, so the links of users never touch the signed-in administrator's.
        $this->fx['user'] = $this->raw('POST', 'user', ['name' => 'Veldwerker PHP', 'email' => 'php-' . time() . '@demo.example', 'send_invitation' => false,
            'selected_networks' => [$network], 'selected_roles' => [$this->fx['role']]])->data->id;
        foreach (ID_SEEDS as $prefix => $name) $this->ids[$prefix] = $this->fx[$name];
    }

    /** A request of our own (to find an id), with the client's token. */
    public function raw(string $method, string $path, $body = null) {
        $curl = curl_init("$this->base/v1/$path");
        curl_setopt_array($curl, [CURLOPT_CUSTOMREQUEST => $method, CURLOPT_RETURNTRANSFER => true,
            CURLOPT_HTTPHEADER => ['Authorization: Bearer ' . $this->client->getToken(), 'Content-Type: application/json']]
            + ($body === null ? [] : [CURLOPT_POSTFIELDS => json_encode($body)]));
        $answer = json_decode((string) curl_exec($curl));
        return $answer;
    }

    /** The ids of a path template, in order. */
    public function idsOf(string $template): array {
        $ids = [];
        $prefix = [];
        foreach (explode('/', $template) as $part) {
            if ($part === '%s') {
                $key = implode('/', $prefix);
                $ids[] = $this->idOf($key, $ids);
            }
            $prefix[] = $part;
        }
        return $ids;
    }

    /** The id of a row of the list at `path` (one made earlier, or the list's first). */
    public function idFor(string $path): int|string {
        return $this->idOf($path, []);
    }

    /** The value an attribute holds (to send it again), or one of its type when it holds none. */
    public function currentValue(string $path, int $attributeId) {
        foreach ($this->raw('GET', $path)->data ?? [] as $a) {
            if ($a->id !== $attributeId) continue;
            if ($a->value !== null) return $a->value;
            return match ($a->type) {
                'integer', 'double', 'range' => 1, 'boolean' => true, 'date' => '2026-01-01',
                'lookup' => $this->raw('GET', "attribute/$a->id/lookup")->data[0]->id ?? null,
                'multi_lookup' => [$this->raw('GET', "attribute/$a->id/lookup")->data[0]->id ?? 0],
                'multilang', 'multilangtextarea' => ['nl' => 'Uit PHP'], default => 'Uit PHP',
            };
        }
        return null;
    }

    private function idOf(string $key, array $before): int|string {
        if (isset($this->ids[$key])) return $this->ids[$key];
        if (isset(ID_ALIASES[$key]) && isset($this->ids[ID_ALIASES[$key]])) return $this->ids[ID_ALIASES[$key]];
        // The first row of the list the path names.
        $list = $this->raw('GET', vsprintf($key, $before));
        $first = is_object($list) && isset($list->data) && is_array($list->data) ? ($list->data[0] ?? null) : null;
        return $this->ids[$key] = $first->id ?? 1;
    }

    /** Sends the call through the library: [HTTP status, parsed answer, a note when it could not be sent]. */
    public function drive(array $call): array {
        usort($call['via'], fn($a, $b) => str_contains($a[0], 'Recurring') <=> str_contains($b[0], 'Recurring'));
        [$class, $method, $file] = $call['via'][0];
        // One of the library's files is named apart from its class (SelectedProductCategory.php): no autoloader finds it.
        if (!class_exists($class)) require_once $file;
        $key = "$call[http] $call[template]";
        // A call that needs another row than the one the path names elsewhere (a line, not a point).
        $overridden = array_intersect_key($this->ids, CALL_IDS[$key] ?? []);
        foreach (CALL_IDS[$key] ?? [] as $prefix => $name) $this->ids[$prefix] = $this->fx[$name];
        $ids = $this->idsOf($call['template']);
        $this->ids = $overridden + $this->ids;
        $ownIds = $ids;
        $arguments = [];
        $parameters = (new ReflectionMethod($class, $method))->getParameters();
        foreach (array_reverse($parameters) as $p) {
            // An id the method appends to its path itself (a copy's source, a type's, a token).
            if (in_array($p->getName(), TRAILING_IDS, true)) $arguments[$p->getName()] = $this->appends($call, $p->getName()) ? array_pop($ownIds) : null;
        }
        foreach ($parameters as $p) {
            $name = $p->getName();
            if (array_key_exists($name, $arguments)) continue;
            $arguments[$name] = match ($name) {
                'id' => $ownIds,
                'data', 'value' => body($this, $key),
                'file' => $this->upload($call['template']),
                'include', 'filter' => [],
                'username' => 'anna@demo.example',
                'password' => 'x',
                default => $p->isDefaultValueAvailable() ? $p->getDefaultValue() : null,
            };
        }
        try {
            $client = in_array($key, SUPER_CALLS, true) && $this->super ? $this->super : $this->client;
            $instance = is_subclass_of($class, NestedClient::class) ? new $class($client, $ownIds) : new $class($client);
            $response = $instance->$method(...array_values($arguments));
        } catch (Throwable $e) {
            return [0, null, get_class($e) . ': ' . $e->getMessage()];
        }
        // Two reads (an object's geometry, the areas) decode the answer's text themselves and hand back
        // what they read: they expect GeoJSON under a media type other than application/json.
        if (is_object($response) && !method_exists($response, 'getInfo') || is_array($response)) return [200, null, null];
        if (!is_object($response)) return [0, null, 'the library answered no response'];
        $code = (int) ($response->getInfo()->http_code ?? 0);
        $body = $response->getParsedResponse();
        if ($call['http'] === 'POST' && $code < 300 && isset($body->data->id) && !in_array($call['template'], KEEP_SEEDED, true)
            && !isset(ID_ALIASES[$call['template']])) $this->ids[$call['template']] = $body->data->id;
        return [$code, $body, null];
    }

    /** Whether the method puts this trailing id on the path (a promote without an object does not). */
    private function appends(array $call, string $name): bool {
        return !($name === 'mapObjectId' && substr_count($call['template'], '%s') === 1);
    }

    /** A PNG for a photo, a PDF for an attachment. */
    private function upload(string $template): UploadedFile {
        $pdf = str_contains($template, 'attachment');
        $path = tempnam(sys_get_temp_dir(), 'upload') . ($pdf ? '.pdf' : '.png');
        file_put_contents($path, $pdf
            ? "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n"
            : base64_decode('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='));
        return new ClientSizedFile($path, $pdf ? 'document.pdf' : 'photo.png', $pdf ? 'application/pdf' : 'image/png', null, true);
    }
}

/**
 * An upload as the library's Symfony knew it: the type's attachment `create` asks the file its
 * `getClientSize()`, which Symfony removed in 4.1 (Debian's has `getSize()` only); the same size
 * under its old name, so that call reaches us as it did the original platform.
 */
final class ClientSizedFile extends UploadedFile {
    public function getClientSize(): int|false {
        return $this->getSize();
    }
}
