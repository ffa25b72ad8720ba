import CalDAV
import Testing

/// The one line the user reads for each way the server can fail.
@Suite("CalDAV: error lines")
struct CalDAVErrorTests {
    /// A wrong password names the user; a refused sync-token names the collection.
    @Test func linesNameWhatFailed() {
        #expect(
            CalDAVError.unauthorized(user: "ann").description == "the server refused the user name ann or its password")
        #expect(
            CalDAVError.syncTokenRefused(path: "/ann/tasks/").description
                == "the server no longer knows the sync state of /ann/tasks/")
        #expect(
            CalDAVError.timedOut(host: "dav.example", seconds: 30).description
                == "dav.example did not answer within 30 s")
    }

    /// A certificate the system refuses, or another than the one confirmed, is named by its
    /// fingerprint, so that the user can compare it with the server's.
    @Test func certificateLinesNameTheFingerprint() {
        #expect(
            CalDAVError.untrustedCertificate(host: "dav.home", fingerprint: "0A:0B").description
                == "the certificate of dav.home is not trusted (SHA-256 fingerprint 0A:0B)")
        #expect(
            CalDAVError.certificateChanged(host: "dav.home", fingerprint: "0C:0D").description
                == "the certificate of dav.home is not the one confirmed for this account (it sent SHA-256 fingerprint 0C:0D)"
        )
    }

    /// A typed fingerprint is read in either case, with or without colons or spaces; anything
    /// but 32 bytes of hexadecimal is none.
    @Test func fingerprintsAreReadAsPeopleTypeThem() {
        let standard = String(repeating: "AB:", count: 31) + "CD"
        #expect(CertificateFingerprint.normalized(standard.lowercased()) == standard)
        #expect(CertificateFingerprint.normalized(standard.replacingOccurrences(of: ":", with: " ")) == standard)
        #expect(CertificateFingerprint.normalized(String(standard.dropLast(3))) == nil)
        #expect(CertificateFingerprint.normalized(standard.replacingOccurrences(of: "A", with: "X")) == nil)
        #expect(CertificateFingerprint.normalized("") == nil)
    }
}
