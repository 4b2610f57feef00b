# The Debian 12 package: `cmake --build build --target package` (CPack's DEB generator) writes
# build/lifecycle-workbench_<version>_<arch>.deb from what `cmake --install` lays out. Its
# dependencies are the shared libraries the executables link, found by dpkg-shlibdeps, so they
# are exactly those of the machine that built it. tests/package checks it (ctest: package_deb).
set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME lifecycle-workbench)
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_DEBIAN_PACKAGE_RELEASE 1) # Debian revision: the version is 0.1.0-1, as the changelog
set(CPACK_PACKAGE_CONTACT "The Lifecycle Workbench developers <maintainers@lifecycleworkbench.invalid>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "DynamoDB's data lifecycle made visible, on a simulated clock")
# Lines of at most 80 characters, as Debian's policy asks of a description.
set(CPACK_DEBIAN_PACKAGE_DESCRIPTION
    "An embedded engine that behaves like Amazon DynamoDB (typed items, sparse
global and local secondary indexes, TTL with a lagging sweeper, streams with
old and new images, stream consumers, soft delete, undo and an archive bucket)
on a simulated clock, with a window that shows it all as of the clock, lessons
that replay it step by step, and a DynamoDB-compatible HTTP endpoint for the
AWS SDKs and CLI (lwb serve).")
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION database)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# The platform plugins the window loads at run time (xcb, offscreen) come with libqt6gui6, which
# dpkg-shlibdeps finds (tests/package/check_needed.sh checks both). Recommended: Qt's own
# translations of its dialogs, and its Wayland plugin, without which a Wayland desktop shows the
# window through XWayland.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "qt6-translations-l10n, qt6-wayland")
set(CPACK_DEBIAN_PACKAGE_HOMEPAGE "https://lifecycleworkbench.invalid/")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)
set(CPACK_INSTALL_DEFAULT_DIRECTORY_PERMISSIONS
    OWNER_READ OWNER_WRITE OWNER_EXECUTE GROUP_READ GROUP_EXECUTE WORLD_READ WORLD_EXECUTE)

# Debian's policy files: the copyright statement and a compressed changelog in the package's doc
# folder, a manual page for each program, and lintian's overrides (each says why).
set(lw_doc ${CMAKE_INSTALL_DATADIR}/doc/lifecycle-workbench)
install(FILES ${PROJECT_SOURCE_DIR}/resources/debian/copyright DESTINATION ${lw_doc})
install(FILES ${PROJECT_SOURCE_DIR}/resources/debian/lintian-overrides
        DESTINATION ${CMAKE_INSTALL_DATADIR}/lintian/overrides RENAME lifecycle-workbench)
set(lw_changelog ${PROJECT_BINARY_DIR}/changelog.Debian.gz)
add_custom_command(OUTPUT ${lw_changelog}
                   COMMAND gzip -9n -c ${PROJECT_SOURCE_DIR}/resources/debian/changelog.Debian
                           > ${lw_changelog}
                   DEPENDS ${PROJECT_SOURCE_DIR}/resources/debian/changelog.Debian VERBATIM)
set(lw_manuals)
foreach(program lwb lifecycle-workbench)
    set(page ${PROJECT_BINARY_DIR}/${program}.1.gz)
    add_custom_command(OUTPUT ${page}
                       COMMAND gzip -9n -c ${PROJECT_SOURCE_DIR}/resources/debian/${program}.1
                               > ${page}
                       DEPENDS ${PROJECT_SOURCE_DIR}/resources/debian/${program}.1 VERBATIM)
    list(APPEND lw_manuals ${page})
    install(FILES ${page} DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)
endforeach()
add_custom_target(package_files ALL DEPENDS ${lw_changelog} ${lw_manuals})
install(FILES ${lw_changelog} DESTINATION ${lw_doc})
include(CPack)
