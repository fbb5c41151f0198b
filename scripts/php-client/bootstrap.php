<?php
// What every script of this folder needs: the library's classes from CLIENT_LIB (a checkout of
// rapideinternet/ctip.clientlibrary), Debian's Symfony HttpFoundation and Mime for the
// UploadedFile its photo calls take, and a client signed in as the demo's administrator.
$lib = rtrim(getenv('CLIENT_LIB') ?: '', '/');
if ($lib === '' || !is_dir("$lib/src")) { fwrite(STDERR, "CLIENT_LIB must name a checkout of the client library\n"); exit(2); }
spl_autoload_register(function ($class) use ($lib) {
    $prefix = 'Iza\\Datacentralisatie\\';
    if (strncmp($class, $prefix, strlen($prefix)) !== 0) return;
    $file = "$lib/src/" . str_replace('\\', '/', substr($class, strlen($prefix))) . '.php';
    if (is_file($file)) require $file;
});
require '/usr/share/php/Symfony/Component/HttpFoundation/autoload.php';
require '/usr/share/php/Symfony/Component/Mime/autoload.php';

$base = getenv('API') ?: 'http://127.0.0.1:3000';

/** The library's client, signed in as the demo network's administrator (or as the user given). */
function signedInClient(string $base, string $user = 'anna@demo.example', ?string $password = null): Iza\Datacentralisatie\DatacentralisatieClient {
    $client = new Iza\Datacentralisatie\DatacentralisatieClient($base, [
        'username' => $user, 'password' => $password ?? (getenv('DEMO_PASSWORD') ?: 'demo-password-1'),
        'client_id' => 'admin-console', 'client_secret' => 'admin-console',
    ]);
    $client->authenticate();
    return $client;
}
