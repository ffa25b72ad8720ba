// A child process for the password store's tests: one call of SecretServicePasswords in
// the keyring its environment chooses (libsecret keeps the backend of a process's first
// call, so each test runs its calls here rather than in the test process).
// Arguments: store URL USER (the password is the first line of standard input),
// lookup URL USER (prints "password: ..." or "none"), remove URL USER.
// It prints the password it found: it only ever sees the tests' made-up ones.
import ChecklistsSync
import Foundation

let arguments = CommandLine.arguments
guard arguments.count == 4 else {
    FileHandle.standardError.write(Data("usage: PasswordStoreProbe store|lookup|remove URL USER\n".utf8))
    exit(2)
}
let (url, user) = (arguments[2], arguments[3])
let passwords = SecretServicePasswords()
do {
    switch arguments[1] {
    case "store":
        try passwords.store(readLine(strippingNewline: true) ?? "", url: url, user: user)
    case "lookup":
        print(try passwords.password(url: url, user: user).map { "password: \($0)" } ?? "none")
    case "remove":
        try passwords.remove(url: url, user: user)
    default:
        FileHandle.standardError.write(Data("PasswordStoreProbe: unknown call \(arguments[1])\n".utf8))
        exit(2)
    }
} catch {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    exit(1)
}
