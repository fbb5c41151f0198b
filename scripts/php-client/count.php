<?php
// The whole count: every platform call the client library can make (platform-calls.php), each
// driven through the library's own method against a running server with the demo data, printed
// by family with whether it answers as the library expects (a 2xx, and JSON in its `data`
// envelope where JSON comes), and for the others why: not built (no such operation in our
// OpenAPI document), by design (bodies.php, with the reason), or what it answered.
// Not part of npm test (the library is not on the npm registry or in Debian); its last figures
// are in docs/testing.md. On a fresh demo database (it writes and deletes):
//   CLIENT_LIB=/path/to/ctip.clientlibrary API=http://127.0.0.1:3000 php scripts/php-client/count.php [--verbose]
require __DIR__ . '/bootstrap.php';
require __DIR__ . '/platform-calls.php';
require __DIR__ . '/drive.php';
require __DIR__ . '/bodies.php';

$verbose = in_array('--verbose', $argv, true);
$started = microtime(true);
$client = signedInClient($base);
// The calls only a super admin may make go as the server's super admin, when ADMIN_EMAIL names them.
$super = getenv('ADMIN_EMAIL') ? signedInClient($base, getenv('ADMIN_EMAIL'), getenv('ADMIN_PASSWORD') ?: '') : null;
$driver = new Driver($client, $base, $super);
$driver->chooseDemoNetwork();
$calls = platformCalls($lib);
$operations = openApiOperations($base);

// Creates first (the shallow ones before what hangs under them), so later calls find rows to
// read, change and delete; deletes last, the deepest first.
$phase = fn($c) => in_array("$c[http] $c[template]", AFTER_DELETES, true) ? 4 : ['POST' => 0, 'GET' => 1, 'PUT' => 2, 'PATCH' => 2, 'DELETE' => 3][$c['http']];
uasort($calls, function ($a, $b) use ($phase) {
    // Deletes of what hangs under a row before the row's own: the longest paths first.
    $depth = fn($c) => $c['http'] === 'DELETE' ? count(explode('/', $c['template'])) : substr_count($c['template'], '%s');
    // Deletes in reverse path order among themselves: a user's own links before the user leaves the organisation.
    return [$phase($a), $a['http'] === 'DELETE' ? -$depth($a) : $depth($a), $a['http'] === 'DELETE' ? 0 : $a['template']]
        <=> [$phase($b), $b['http'] === 'DELETE' ? -$depth($b) : $depth($b), $b['http'] === 'DELETE' ? 0 : $b['template']]
        ?: ($a['http'] === 'DELETE' ? strcmp($b['template'], $a['template']) : 0);
});

$results = [];
foreach ($calls as $key => $call) {
    if (isset(BY_DESIGN[$key])) { $results[$key] = ['by design', BY_DESIGN[$key]]; continue; }
    [$code, $body, $note] = $driver->drive($call);
    $field = ANSWER_FIELD[$key] ?? 'data';
    $answers = $code >= 200 && $code < 300 && ($body === null || !is_object($body) || property_exists($body, $field) || $code === 204);
    if ($answers) { $results[$key] = ['answers', "$code"]; continue; }
    $built = isBuilt($operations, $call['http'], $call['template']);
    $why = $note ?? "$code " . summary($body);
    $results[$key] = [$built ? 'answers otherwise' : 'not built', $built ? $why : ($code === 404 ? '' : $why)];
}

// By family, in the library's path order.
ksort($results);
$byFamily = [];
foreach ($results as $key => $result) $byFamily[$calls[$key]['family']][$key] = $result;
ksort($byFamily);
$totals = ['answers' => 0, 'answers otherwise' => 0, 'not built' => 0, 'by design' => 0];
foreach ($byFamily as $family => $rows) {
    $count = count(array_filter($rows, fn($r) => $r[0] === 'answers'));
    printf("%s: %d of %d\n", $family, $count, count($rows));
    foreach ($rows as $key => [$verdict, $why]) {
        $totals[$verdict]++;
        if ($verdict !== 'answers' || $verbose) printf("  %-55s %-18s %s\n", $key, $verdict, $why);
    }
}
printf("\n%d of %d platform calls answer as the library expects; %d answer otherwise, %d are not built, %d are left out by design (%.0f s)\n",
    $totals['answers'], count($results), $totals['answers otherwise'], $totals['not built'], $totals['by design'], microtime(true) - $started);

/** A short reading of an answer that is not the expected one. */
function summary($body): string {
    if (is_object($body)) {
        if (isset($body->messages)) return json_encode($body->messages, JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES);
        if (isset($body->detail)) return (string) $body->detail;
    }
    return substr(is_string($body) ? $body : json_encode($body), 0, 120);
}

/** The operations of our OpenAPI document, as `METHOD /v1/path/{}` patterns. */
function openApiOperations(string $base): array {
    $doc = json_decode(file_get_contents("$base/v1/openapi.json"), true);
    $operations = [];
    foreach ($doc['paths'] as $path => $methods) {
        foreach (array_keys($methods) as $method) $operations[] = strtoupper($method) . ' ' . preg_replace('/\{[^}]+\}/', '{}', $path);
    }
    return $operations;
}

/** Whether our API has an operation for the call (in v1, or the version the call names). */
function isBuilt(array $operations, string $http, string $template): bool {
    $version = str_starts_with($template, 'object/%s/split') ? 'v2' : 'v1';
    return in_array("$http /$version/" . str_replace('%s', '{}', $template), $operations, true);
}
